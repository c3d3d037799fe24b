import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEPS } from '../../../../core/domain/checkout/checkout-step.ts';
import {
  isStepComplete,
  newIdempotencyKey,
  sameEntry,
  startCheckout,
} from '../../../../core/domain/checkout/checkout.ts';
import { checkoutAt } from '../../../support/checkout-mother.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

describe('startCheckout', () => {
  it('stands at the contact step with nothing entered and no key', () => {
    expect(startCheckout()).toEqual({
      step: 1,
      contact: null,
      addresses: null,
      shipment: null,
      payment: null,
      idempotencyKey: null,
    });
  });
});

describe('isStepComplete', () => {
  it('counts a step complete once its data is entered', () => {
    const complete = (step: 1 | 2 | 3 | 4) =>
      CHECKOUT_STEPS.filter((each) => isStepComplete(checkoutAt(step, sequenceIds()), each));
    expect(complete(1)).toEqual([]);
    expect(complete(2)).toEqual([1]);
    expect(complete(3)).toEqual([1, 2]);
    expect(complete(4)).toEqual([1, 2, 3]);
  });
});

describe('newIdempotencyKey and sameEntry', () => {
  it('takes the key from the IdGenerator', () => {
    expect(newIdempotencyKey(sequenceIds())).toBe('00000000-0000-4000-8000-000000000001');
  });

  it('compares entered data by value', () => {
    expect(sameEntry({ a: 1, b: [2] }, { a: 1, b: [2] })).toBe(true);
    expect(sameEntry({ a: 1 }, null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEP_NAMES, CHECKOUT_STEPS, isCheckoutStep } from '../../../../core/domain/checkout/checkout-step.ts';
import { CUSTOMER_TYPES, isCustomerType } from '../../../../core/domain/checkout/customer-type.ts';
import { itIsAnEnumeration } from '../../../support/enumeration-laws.ts';

describe('customer types (spec section 3)', () => {
  itIsAnEnumeration(CUSTOMER_TYPES, isCustomerType, ['PERSON', 'COMPANY']);
});

describe('checkout steps (spec section 3)', () => {
  it('are 1 contact, 2 address, 3 shipment, 4 payment', () => {
    expect(CHECKOUT_STEPS).toEqual([1, 2, 3, 4]);
    expect(CHECKOUT_STEP_NAMES).toEqual({ 1: 'contact', 2: 'address', 3: 'shipment', 4: 'payment' });
  });

  it('recognises the four steps only', () => {
    expect([1, 2, 3, 4].every(isCheckoutStep)).toBe(true);
    expect([0, 5, 1.5, -1].some(isCheckoutStep)).toBe(false);
  });
});

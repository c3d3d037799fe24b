import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  canTransitionPayment,
  isPaymentFinal,
  isPaymentStatus,
  PAYMENT_STATUSES,
  transitionPayment,
  type PaymentStatus,
} from '../../../../core/domain/payments/payment-status.ts';
import { itIsAnEnumeration } from '../../../support/enumeration-laws.ts';

describe('payment statuses (spec section 3)', () => {
  itIsAnEnumeration(PAYMENT_STATUSES, isPaymentStatus, ['PENDING', 'PAID', 'CANCELED']);
});

const ALLOWED: readonly (readonly [PaymentStatus, PaymentStatus])[] = [
  ['PENDING', 'PAID'],
  ['PENDING', 'CANCELED'],
];

const REFUSED: readonly (readonly [PaymentStatus, PaymentStatus])[] = [
  ['PAID', 'PENDING'],
  ['PAID', 'CANCELED'],
  ['CANCELED', 'PENDING'],
  ['CANCELED', 'PAID'],
];

describe('transitionPayment (spec section 4: payment status transitions)', () => {
  it.each(ALLOWED)('allows %s -> %s', (from, to) => {
    expect(transitionPayment(from, to)).toEqual(ok(to));
    expect(canTransitionPayment(from, to)).toBe(true);
  });

  it.each(REFUSED)('refuses %s -> %s with IllegalPaymentTransition', (from, to) => {
    expect(transitionPayment(from, to)).toEqual(err({ type: 'IllegalPaymentTransition', from, to }));
    expect(canTransitionPayment(from, to)).toBe(false);
  });

  it.each(PAYMENT_STATUSES)('accepts a repeated %s notification unchanged', (status) => {
    expect(transitionPayment(status, status)).toEqual(ok(status));
  });

  it('covers every pair of statuses', () => {
    expect(ALLOWED.length + REFUSED.length + PAYMENT_STATUSES.length).toBe(PAYMENT_STATUSES.length ** 2);
  });

  it('makes PAID and CANCELED final', () => {
    expect(PAYMENT_STATUSES.filter(isPaymentFinal)).toEqual(['PAID', 'CANCELED']);
  });
});

import { describe, expect, it } from 'vitest';
import * as payments from '../../../../core/domain/payments/index.ts';

describe('the payments context', () => {
  it('exposes its methods, kinds, statuses and refund data rules', () => {
    expect(Object.keys(payments)).toEqual(
      expect.arrayContaining([
        'PAYMENT_METHODS',
        'paymentKindOf',
        'PAYMENT_KINDS',
        'PAYMENT_STATUSES',
        'transitionPayment',
        'validateIban',
        'validateRefundData',
      ]),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canRefundOrder, refundedOrderState } from '../../../../core/domain/orders/order-refund.ts';
import { ORDER_STATUS, ORDER_STATUSES } from '../../../../core/domain/orders/order-status.ts';
import { canTransitionOrder } from '../../../../core/domain/orders/order-transitions.ts';
import { PAYMENT_KINDS } from '../../../../core/domain/payments/payment-kind.ts';
import { PAYMENT_STATUSES } from '../../../../core/domain/payments/payment-status.ts';
import { anOrder } from '../../../support/orders-mother.ts';

describe('refundedOrderState', () => {
  it('cancels a paid online order not yet in production, and leaves a cancelled one as it is', () => {
    expect(refundedOrderState(anOrder())._unsafeUnwrap().status).toBe(ORDER_STATUS.CANCELED);
    const cancelled = anOrder({ status: ORDER_STATUS.CANCELED });
    expect(refundedOrderState(cancelled)._unsafeUnwrap()).toBe(cancelled);
  });

  it('refuses a transfer, an unpaid payment, and an order past the point of cancelling', () => {
    expect(refundedOrderState(anOrder({ payment: { kind: 'TRANSFER' } }))._unsafeUnwrapErr()).toEqual({
      type: 'NothingToRefund',
    });
    expect(refundedOrderState(anOrder({ payment: { status: 'PENDING' } }))._unsafeUnwrapErr()).toEqual({
      type: 'NothingToRefund',
    });
    expect(refundedOrderState(anOrder({ status: ORDER_STATUS.SHIPPED }))._unsafeUnwrapErr()).toMatchObject({
      type: 'IllegalOrderTransition',
    });
  });

  it('is allowed exactly for a paid online payment on an order cancelled or cancellable, never twice', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...PAYMENT_KINDS),
        fc.constantFrom(...PAYMENT_STATUSES),
        fc.option(fc.nat(), { nil: null }),
        (status, kind, paid, refundedAt) => {
          const order = anOrder({ status, payment: { kind, status: paid } });
          const expected =
            refundedAt === null &&
            kind === 'ONLINE_PREPAID' &&
            paid === 'PAID' &&
            (status === ORDER_STATUS.CANCELED || canTransitionOrder(status, ORDER_STATUS.CANCELED));
          expect(canRefundOrder(order, refundedAt)).toBe(expected);
        },
      ),
    );
  });
});

import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { applyPaymentResult, retryPayment } from '../../../../core/domain/orders/order-payment.ts';
import { newOrderState } from '../../../../core/domain/orders/order-state.ts';
import { ORDER_STATUS as S } from '../../../../core/domain/orders/order-status.ts';
import { anOrder } from '../../../support/orders-mother.ts';

const pending = { kind: 'ONLINE_PREPAID', status: 'PENDING' } as const;

describe('applyPaymentResult', () => {
  it('records the payment of a received order, which stays received', () => {
    expect(applyPaymentResult(newOrderState('ONLINE_PREPAID'), 'PAID')).toEqual(
      ok({ status: S.RECEIVED, commercialStatus: 8, payment: { kind: 'ONLINE_PREPAID', status: 'PAID' } }),
    );
  });

  it('releases an order kept for non-payment back to received when paid', () => {
    const kept = anOrder({ status: S.KEPT_FOR_NON_PAYMENT, payment: { kind: 'TRANSFER', status: 'PENDING' } });
    expect(applyPaymentResult(kept, 'PAID').map((order) => order.status)).toEqual(ok(S.RECEIVED));
  });

  it('keeps a received order for non-payment when its payment fails', () => {
    expect(applyPaymentResult(anOrder({ payment: pending }), 'CANCELED')).toEqual(
      ok({ status: S.KEPT_FOR_NON_PAYMENT, commercialStatus: 8, payment: { ...pending, status: 'CANCELED' } }),
    );
  });

  it('leaves an order already in production where it is when a bank receipt is returned', () => {
    const order = anOrder({ status: S.IN_PRODUCTION, payment: { kind: 'BANK_RECEIPT', status: 'PENDING' } });
    expect(applyPaymentResult(order, 'CANCELED').map((moved) => moved.status)).toEqual(ok(S.IN_PRODUCTION));
  });

  it('leaves a kept order kept when a payment fails again', () => {
    const order = anOrder({ status: S.KEPT_FOR_NON_PAYMENT, payment: pending });
    expect(applyPaymentResult(order, 'CANCELED').map((moved) => moved.status)).toEqual(ok(S.KEPT_FOR_NON_PAYMENT));
  });

  it('leaves a canceled order canceled when a late payment arrives', () => {
    const order = anOrder({
      status: S.CANCELED,
      commercialStatus: 100,
      payment: { kind: 'TRANSFER', status: 'PENDING' },
    });
    expect(applyPaymentResult(order, 'PAID')).toEqual(
      ok({ status: S.CANCELED, commercialStatus: 100, payment: { kind: 'TRANSFER', status: 'PAID' } }),
    );
  });

  it('changes nothing for a repeated notification', () => {
    const paid = anOrder();
    expect(applyPaymentResult(paid, 'PAID')).toEqual(ok(paid));
  });

  it('refuses a result after the payment is final', () => {
    expect(applyPaymentResult(anOrder(), 'CANCELED')).toEqual(
      err({ type: 'IllegalPaymentTransition', from: 'PAID', to: 'CANCELED' }),
    );
    expect(applyPaymentResult(anOrder({ payment: { status: 'CANCELED' } }), 'PAID')).toEqual(
      err({ type: 'IllegalPaymentTransition', from: 'CANCELED', to: 'PAID' }),
    );
  });
});

describe('retryPayment', () => {
  it('starts a new pending payment, with any kind, after a failed one', () => {
    const kept = anOrder({ status: S.KEPT_FOR_NON_PAYMENT, payment: { status: 'CANCELED' } });
    expect(retryPayment(kept, 'TRANSFER').map((order) => order.payment)).toEqual(
      ok({ kind: 'TRANSFER', status: 'PENDING' }),
    );
  });

  it('starts a new payment while an online one is still pending (its page was left), with any kind', () => {
    const waiting = anOrder({ payment: { kind: 'ONLINE_PREPAID', status: 'PENDING' } });
    expect(retryPayment(waiting, 'TRANSFER').map((order) => order.payment)).toEqual(
      ok({ kind: 'TRANSFER', status: 'PENDING' }),
    );
  });

  it('refuses while a transfer or bank receipt is pending, and once paid', () => {
    for (const kind of ['TRANSFER', 'BANK_RECEIPT'] as const) {
      expect(retryPayment(anOrder({ payment: { kind, status: 'PENDING' } }), 'ONLINE_PREPAID')).toEqual(
        err({ type: 'PaymentNotRetryable' }),
      );
    }
    expect(retryPayment(anOrder(), 'ONLINE_PREPAID')).toEqual(err({ type: 'PaymentNotRetryable' }));
  });

  it('refuses on a canceled order', () => {
    const canceled = anOrder({ status: S.CANCELED, payment: { status: 'CANCELED' } });
    expect(retryPayment(canceled, 'ONLINE_PREPAID')).toEqual(err({ type: 'PaymentNotRetryable' }));
  });
});

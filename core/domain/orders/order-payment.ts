import { err, ok, type Result } from 'neverthrow';
import type { PaymentKind } from '../payments/payment-kind.ts';
import { transitionPayment, type IllegalPaymentTransition } from '../payments/payment-status.ts';
import type { OrderState } from './order-state.ts';
import { ORDER_STATUS, type OrderStatus } from './order-status.ts';

export type PaymentResult = 'PAID' | 'CANCELED';

/** A new payment attempt asked for while the current one is not canceled, or on a canceled order. */
export type PaymentNotRetryable = { readonly type: 'PaymentNotRetryable' };

const statusAfter = (status: OrderStatus, result: PaymentResult): OrderStatus => {
  if (result === 'PAID') return status === ORDER_STATUS.KEPT_FOR_NON_PAYMENT ? ORDER_STATUS.RECEIVED : status;
  return status === ORDER_STATUS.RECEIVED ? ORDER_STATUS.KEPT_FOR_NON_PAYMENT : status;
};

/**
 * Applies a payment provider's result. Paid releases an order kept for non-payment back to received;
 * a failed or expired payment keeps a received order for non-payment. A paid, canceled order stays
 * canceled and is owed a refund (see refundRouteFor). A repeated result changes nothing.
 */
export const applyPaymentResult = <O extends OrderState>(
  order: O,
  result: PaymentResult,
): Result<O, IllegalPaymentTransition> =>
  transitionPayment(order.payment.status, result).map((status) =>
    status === order.payment.status
      ? order
      : { ...order, status: statusAfter(order.status, result), payment: { ...order.payment, status } },
  );

/**
 * A payment the shopper may replace with a new try: a failed one, or an online one still pending (its provider's
 * page was left or lost). A pending transfer or bank receipt waits for the money, paid by its instructions.
 */
export const isPaymentRetryable = (payment: OrderState['payment']): boolean =>
  payment.status === 'CANCELED' || (payment.status === 'PENDING' && payment.kind === 'ONLINE_PREPAID');

/** The shopper may pay again, with any method, after a failed or unfinished online payment while the order is open. */
export const retryPayment = <O extends OrderState>(order: O, kind: PaymentKind): Result<O, PaymentNotRetryable> =>
  isPaymentRetryable(order.payment) && order.status !== ORDER_STATUS.CANCELED
    ? ok({ ...order, payment: { kind, status: 'PENDING' } })
    : err({ type: 'PaymentNotRetryable' });

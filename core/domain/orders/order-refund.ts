import { err, ok, type Result } from 'neverthrow';
import type { OrderState } from './order-state.ts';
import { ORDER_STATUS } from './order-status.ts';
import { transitionOrder, type OrderTransitionError } from './order-transitions.ts';

/** Only a paid online payment goes back through the provider; a transfer's refund needs the customer's account. */
export type NothingToRefund = { readonly type: 'NothingToRefund' };

export const nothingToRefund = (): NothingToRefund => ({ type: 'NothingToRefund' });

/**
 * The order once refunded: a paid online payment on an order that is cancelled, or that the table still lets
 * cancel (not in production, or a parcel that never went out), which the refund then cancels.
 */
export const refundedOrderState = <O extends OrderState>(
  order: O,
): Result<O, NothingToRefund | OrderTransitionError> => {
  if (order.payment.kind !== 'ONLINE_PREPAID' || order.payment.status !== 'PAID') return err(nothingToRefund());
  return order.status === ORDER_STATUS.CANCELED ? ok(order) : transitionOrder(order, ORDER_STATUS.CANCELED);
};

/** The desk offers a refund where the rules allow one and none was made. */
export const canRefundOrder = (order: OrderState, refundedAt: number | null): boolean =>
  refundedAt === null && refundedOrderState(order).isOk();

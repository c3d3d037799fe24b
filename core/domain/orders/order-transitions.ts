import { err, ok, type Result } from 'neverthrow';
import { COMMERCIAL_STATUS, type CommercialStatus } from './commercial-status.ts';
import { isPaymentSettled, type OrderPayment, type OrderState } from './order-state.ts';
import { ORDER_STATUS as S, type OrderStatus } from './order-status.ts';

export type IllegalOrderTransition = {
  readonly type: 'IllegalOrderTransition';
  readonly from: OrderStatus;
  readonly to: OrderStatus;
};

/** Production asked to start on an order whose payment is not settled. */
export type OrderAwaitingPayment = { readonly type: 'OrderAwaitingPayment' };

export type OrderTransitionError = IllegalOrderTransition | OrderAwaitingPayment;

export const illegalOrderTransition = (from: OrderStatus, to: OrderStatus): IllegalOrderTransition => ({
  type: 'IllegalOrderTransition',
  from,
  to,
});

export const orderAwaitingPayment = (): OrderAwaitingPayment => ({ type: 'OrderAwaitingPayment' });

/*
 * The pipeline a print shop runs: paid, in production, production finished, packed, shipped, delivered (or held in
 * a pickup point first). The shop renders print files itself, so the old file-download steps (200–202) are reached
 * no more; an order left in one goes on to production. Personalised goods cannot be resold, so cancelling stops
 * once production starts, except for parcels that could not be shipped or delivered. Errors return to reception or
 * production.
 */
const NEXT: { readonly [F in OrderStatus]: readonly OrderStatus[] } = {
  [S.RECEIVED]: [S.IN_PRODUCTION, S.KEPT_FOR_NON_PAYMENT, S.ERRORS, S.CANCELED],
  [S.KEPT_FOR_NON_PAYMENT]: [S.RECEIVED, S.CANCELED],
  [S.WAITING_FOR_DOWNLOAD]: [S.IN_PRODUCTION, S.ERRORS, S.CANCELED],
  [S.DOWNLOADING]: [S.IN_PRODUCTION, S.ERRORS, S.CANCELED],
  [S.DOWNLOADED]: [S.IN_PRODUCTION, S.ERRORS, S.CANCELED],
  [S.ERRORS]: [S.RECEIVED, S.IN_PRODUCTION, S.CANCELED],
  [S.IN_PRODUCTION]: [S.PRODUCTION_FINISHED, S.ERRORS],
  [S.PRODUCTION_FINISHED]: [S.PACKED, S.ERRORS],
  [S.PACKED]: [S.SHIPPED, S.IN_PICKUP_POINT, S.NOT_SHIPPED, S.ERRORS],
  [S.NOT_SHIPPED]: [S.SHIPPED, S.CANCELED],
  [S.SHIPPED]: [S.IN_PICKUP_POINT, S.DELIVERED, S.NOT_DELIVERED],
  [S.IN_PICKUP_POINT]: [S.DELIVERED, S.NOT_DELIVERED],
  [S.NOT_DELIVERED]: [S.SHIPPED, S.CANCELED],
  [S.DELIVERED]: [],
  [S.CANCELED]: [],
};

export const nextOrderStatuses = (from: OrderStatus): readonly OrderStatus[] => NEXT[from];

export const canTransitionOrder = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

/** Delivered and canceled orders never change again. */
export const isOrderFinal = (status: OrderStatus): boolean => NEXT[status].length === 0;

const commercialAfter = (to: OrderStatus, current: CommercialStatus): CommercialStatus => {
  if (to === S.CANCELED) return COMMERCIAL_STATUS.CANCELED;
  return to === S.DELIVERED ? COMMERCIAL_STATUS.COMPLETED : current;
};

// A payment still pending when the order is canceled will never be collected.
const paymentAfter = (to: OrderStatus, payment: OrderPayment): OrderPayment =>
  to === S.CANCELED && payment.status === 'PENDING' ? { ...payment, status: 'CANCELED' } : payment;

/**
 * Moves the order to `to` if the table allows it, and its commercial status with it: canceled with a
 * cancellation, completed on delivery. Production waits for a settled payment, and a paid order is never held
 * for non-payment.
 */
export const transitionOrder = <O extends OrderState>(order: O, to: OrderStatus): Result<O, OrderTransitionError> => {
  if (!canTransitionOrder(order.status, to)) return err(illegalOrderTransition(order.status, to));
  if (to === S.KEPT_FOR_NON_PAYMENT && order.payment.status === 'PAID')
    return err(illegalOrderTransition(order.status, to));
  if (to === S.IN_PRODUCTION && !isPaymentSettled(order.payment)) return err(orderAwaitingPayment());
  return ok({
    ...order,
    status: to,
    commercialStatus: commercialAfter(to, order.commercialStatus),
    payment: paymentAfter(to, order.payment),
  });
};

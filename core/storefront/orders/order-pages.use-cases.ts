import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { validateRefundData, type RefundDataInput } from '../../domain/payments/refund-data.ts';
import type { CountryCode } from '../../domain/site/country.ts';
import { rejectedFields } from '../checkout/checkout-rules.ts';
import type { PriceStyle } from '../catalogue/price-style.ts';

import type { PaymentMethod } from '../../domain/payments/payment-method.ts';

import type { OrderReader, PaymentRetryRejected, RefundDataRejected } from './order-gateway.port.ts';
import type { ShownOrderSummary, ShownPaymentStatus, ShownTracking, ShownUserRequiredAction } from './shown-order.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import { pageDataNotFound, type PageDataNotFound } from '../navigation/page-errors.ts';
import type { PaymentNext } from '../../domain/payments/payment-next.ts';
import type { TrackingQuery } from '../../domain/shipments/tracking-query.ts';
import type { OrderWriter } from './order-gateway.port.ts';

/** How often, and how many times, the order-completed page asks again while a payment is PENDING. */
export const PAYMENT_POLL = { intervalMs: 3000, attempts: 40 } as const;

/** Whether the order-completed page asks again: while the payment is pending, a bounded number of times. */
export const keepsPolling = (payment: ShownPaymentStatus, attemptsMade: number): boolean =>
  payment.status === 'PENDING' && attemptsMade < PAYMENT_POLL.attempts;

type PageError = ShopUnavailable | PageDataNotFound;

export type OrderCompletedPageData = {
  readonly summary: ShownOrderSummary;
  readonly payment: ShownPaymentStatus;
  readonly prices: PriceStyle;
};

/** The order-completed page: the order just placed, for the session that placed it. */
export const loadOrderCompletedPage =
  (orders: OrderReader, prices: PriceStyle) =>
  (publicId: string): ResultAsync<OrderCompletedPageData, PageError> =>
    publicId === ''
      ? errAsync(pageDataNotFound())
      : ResultAsync.combine([orders.orderSummary(publicId), orders.paymentStatus(publicId)]).map(
          ([summary, payment]) => ({ summary, payment, prices }),
        );

export type TrackingLookupPageData = { readonly countries: readonly CountryCode[] };

/** The tracking form: the countries a shipment can be looked up in. */
export const loadTrackingLookupPage =
  (countries: readonly CountryCode[]) => (): ResultAsync<TrackingLookupPageData, never> =>
    okAsync({ countries });

/** `tracking` null: no order matches the number, postal code and country (said on the page, not as a 404). */
export type TrackingDetailPageData = {
  readonly query: TrackingQuery;
  readonly tracking: ShownTracking | null;
  readonly countries: readonly CountryCode[];
  /** The order's lines, totals and address, for the session or customer that placed it alone; null for anyone else. */
  readonly order: { readonly summary: ShownOrderSummary; readonly prices: PriceStyle } | null;
};

/** The summary of an order this visitor placed; the order's number and postal code alone do not show its contents. */
const ownOrderOf = (orders: OrderReader, prices: PriceStyle, tracking: ShownTracking | null) =>
  tracking === null
    ? okAsync(null)
    : ResultAsync.fromSafePromise(
        orders
          .orderSummary(tracking.publicId)
          .map((summary) => ({ summary, prices }))
          .unwrapOr(null),
      );

/** An order's tracking by its number, postal code and country; none found shows the form again with no tracking. */
export const loadTrackingDetailPage =
  (orders: OrderReader, countries: readonly CountryCode[], prices: PriceStyle) =>
  (query: TrackingQuery): ResultAsync<TrackingDetailPageData, ShopUnavailable> =>
    orders
      .trackOrder(query)
      .map((tracking): ShownTracking | null => tracking)
      .orElse((error) => (error.type === 'PageDataNotFound' ? okAsync(null) : errAsync(error)))
      .andThen((tracking) =>
        ownOrderOf(orders, prices, tracking).map((order) => ({ query, tracking, countries, order })),
      );

export type RefundActionPageData = {
  readonly query: TrackingQuery;
  readonly tracking: ShownTracking;
  readonly action: ShownUserRequiredAction;
};

/** The refund-data form of an order's pending action; an unknown action is a page not found. */
export const loadRefundActionPage =
  (orders: OrderReader) =>
  (query: TrackingQuery, actionId: string): ResultAsync<RefundActionPageData, PageError> =>
    orders.trackOrder(query).andThen((tracking) => {
      const action = tracking.userRequiredActions.find((found) => found.publicId === actionId);
      return action === undefined ? errAsync(pageDataNotFound()) : okAsync({ query, tracking, action });
    });

/** The order-completed page's and the refund form's actions; each new payment carries its own idempotency key. */
export const orderUseCases = (
  orders: OrderWriter & Pick<OrderReader, 'paymentStatus'>,
  newIdempotencyKey: () => string,
) => ({
  paymentStatus: (publicId: string) => orders.paymentStatus(publicId),
  /** A new try after a declined payment; one the shop's last answer does not allow is refused without a call. */
  retryPayment: (
    publicId: string,
    payment: ShownPaymentStatus,
    method: PaymentMethod,
  ): ResultAsync<PaymentNext, ShopUnavailable | PaymentRetryRejected> => {
    const problem = !payment.canRetry
      ? 'PaymentNotRetryable'
      : !payment.retryMethods.includes(method)
        ? 'PaymentMethodNotOffered'
        : null;
    return problem === null
      ? orders.retryPayment(publicId, method, newIdempotencyKey())
      : errAsync({ type: 'PaymentRetryRejected' as const, fields: [{ field: 'method', problem }] });
  },
  /** Data the core refuses never reaches the shop, and is refused with the same field errors. */
  submitRefundData: (
    query: TrackingQuery,
    actionId: string,
    input: RefundDataInput,
  ): ResultAsync<void, ShopUnavailable | RefundDataRejected> =>
    validateRefundData(input).match(
      () => orders.submitRefundData(query, actionId, input),
      (errors) =>
        errAsync({
          type: 'RefundDataRejected' as const,
          fields: rejectedFields(errors).fields,
        }),
    ),
});

export type OrderUseCases = ReturnType<typeof orderUseCases>;

import type { FieldProblem } from '../../domain/forms/field-problem.ts';
import type { ResultAsync } from 'neverthrow';
import type { PaymentMethod } from '../../domain/payments/payment-method.ts';
import type { RefundDataInput } from '../../domain/payments/refund-data.ts';

import type { ShownOrderSummary, ShownPaymentStatus, ShownTracking } from './shown-order.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import type { PageDataNotFound } from '../navigation/page-errors.ts';
import type { PaymentNext } from '../../domain/payments/payment-next.ts';
import type { TrackingQuery } from '../../domain/shipments/tracking-query.ts';

/** The shop refused the refund data (its 5004): fields as the core's validators name them, with the error type. */
export type RefundDataRejected = {
  readonly type: 'RefundDataRejected';
  readonly fields: readonly FieldProblem[];
};

/** The shop refused the new payment's method (its 5004), e.g. `{ field: 'method', problem: 'PaymentMethodNotOffered' }`. */
export type PaymentRetryRejected = {
  readonly type: 'PaymentRetryRejected';
  readonly fields: readonly FieldProblem[];
};

/** Placed orders as pages read them: a missing order, or another session's, is PageDataNotFound. */
export interface OrderReader {
  /** The summary of an order this session placed. */
  orderSummary(publicId: string): ResultAsync<ShownOrderSummary, ShopUnavailable | PageDataNotFound>;
  /** The payment status of an order this session placed. */
  paymentStatus(publicId: string): ResultAsync<ShownPaymentStatus, ShopUnavailable | PageDataNotFound>;
  /** Public tracking, for whoever knows the order number and the shipment's postal code and country. */
  trackOrder(query: TrackingQuery): ResultAsync<ShownTracking, ShopUnavailable | PageDataNotFound>;
}

/** What a shopper does to a placed order, from the browser. */
export interface OrderWriter {
  /**
   * Pays again, with `method` or (null) the declined one, an order this session placed whose payment was
   * declined; the same order, a new payment. A repeated key starts it once.
   */
  retryPayment(
    publicId: string,
    method: PaymentMethod | null,
    idempotencyKey: string,
  ): ResultAsync<PaymentNext, ShopUnavailable | PaymentRetryRejected>;
  /** Answers a PROVIDE_DATA_TO_REFUND action. */
  submitRefundData(
    query: TrackingQuery,
    actionId: string,
    data: RefundDataInput,
  ): ResultAsync<void, ShopUnavailable | RefundDataRejected>;
}

/** Placed orders in the shop service, read and acted on. */
export interface OrderGateway extends OrderReader, OrderWriter {}

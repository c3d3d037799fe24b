import type { Result, ResultAsync } from 'neverthrow';
import type { PaymentResult } from '../../domain/orders/order-payment.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { RepositoryFailure } from '../catalogue/design-repository.port.ts';
import type { OrderChange, OrderChanged, OrderNotFound, OrderSnapshot } from '../order-lifecycle/order-change.ts';

/** A payment provider's word on one payment, under an event id it never reuses. */
export type PaymentNotification = {
  readonly eventId: string;
  readonly paymentId: string;
  readonly result: PaymentResult;
};

/** A new event applied; an event already received; or one the rules refused, kept so it is not retried. */
export type NotificationRecord<E> =
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'applied'; readonly changed: OrderChanged }
  | { readonly kind: 'refused'; readonly order: OrderSnapshot; readonly error: E };

export type PaymentNotFound = { readonly type: 'PaymentNotFound'; readonly paymentId: string };

/** Where payments are kept beside their orders. */
export interface PaymentLedger {
  /**
   * Stores the event id and, when it is new, locks the payment's order, asks `decide`, and writes its change,
   * all in one transaction. A refused change still stores the event id.
   */
  recordNotification<E>(
    notification: PaymentNotification,
    decide: (order: OrderSnapshot) => Result<OrderChange, E>,
  ): ResultAsync<NotificationRecord<E>, PaymentNotFound | RepositoryFailure>;
  /** The order's current payment, only for the storefront session that placed it or its signed-in customer. */
  paymentOfOrder(publicId: string, requester: SessionId): ResultAsync<OrderSnapshot, OrderNotFound | RepositoryFailure>;
}

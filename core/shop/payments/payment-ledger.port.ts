import type { Result, ResultAsync } from 'neverthrow';
import type { CustomerType } from '../../domain/checkout/customer-type.ts';
import type { PaymentResult } from '../../domain/orders/order-payment.ts';
import type { OrderState } from '../../domain/orders/order-state.ts';
import type { PaymentMethod } from '../../domain/payments/payment-method.ts';
import type { Money } from '../../domain/pricing/money.ts';
import type { CountryCode } from '../../domain/site/country.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { OrderChange, OrderChanged, OrderSnapshot } from '../order-lifecycle/order-change.ts';
import type { PaymentAsked } from './notification-checks.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { OrderNotFound } from '../orders/order-errors.ts';

/** A payment provider's word on one payment, under an event id it never reuses, with what it says was paid. */
export type PaymentNotification = {
  readonly eventId: string;
  readonly paymentId: string;
  readonly result: PaymentResult;
  readonly orderPublicId: string;
  readonly amountMinor: number;
  readonly currency: string;
  /** When the provider wrote it, in milliseconds since the Unix epoch. */
  readonly createdAt: number;
};

/** A new event applied; an event already received; or one the rules refused, kept so it is not retried. */
export type NotificationRecord<E> =
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'applied'; readonly changed: OrderChanged }
  | { readonly kind: 'refused'; readonly order: OrderSnapshot; readonly error: E };

export type PaymentNotFound = { readonly type: 'PaymentNotFound'; readonly paymentId: string };

/** An order as a payment needs it: its current attempt, what it costs, where it ships and who buys it. */
export type PayableOrder = OrderSnapshot & {
  readonly total: Money;
  readonly locale: string;
  readonly shipmentCountry: CountryCode;
  readonly customerType: CustomerType;
};

/** A new payment of an order, as the core decided it: `state` is the order with that payment pending. */
export type PaymentAttempt = {
  readonly paymentId: string;
  readonly method: PaymentMethod;
  readonly state: OrderState;
  /** When it was asked for, in milliseconds since the Unix epoch. */
  readonly at: number;
};

/** A notification refused because it named another order, amount or currency, as kept for the operator. */
export type MismatchedNotification = {
  readonly eventId: string;
  readonly paymentId: string;
  readonly orderPublicId: string;
  /** The kept outcome, e.g. 'MISMATCH amount,currency'. */
  readonly outcome: string;
  readonly receivedAt: number;
};

/** Where payments are kept beside their orders. */
export interface PaymentLedger {
  /**
   * Stores the event id and, when it is new, locks the payment's order, asks `decide` (given what the shop
   * asked the provider for), and writes its change, all in one transaction. A refused change still stores the
   * event id, with `refusal`'s label for its outcome when it gives one (so an operator can list them).
   */
  recordNotification<E>(
    notification: PaymentNotification,
    decide: (order: OrderSnapshot, asked: PaymentAsked) => Result<OrderChange, E>,
    refusal?: (error: E) => string | undefined,
  ): ResultAsync<NotificationRecord<E>, PaymentNotFound | RepositoryFailure>;
  /** The most recent mismatched notifications, newest first, for the operator to look into. */
  mismatchedNotifications(limit: number): ResultAsync<readonly MismatchedNotification[], RepositoryFailure>;
  /** The order's current payment, only for the storefront session that placed it or its signed-in customer. */
  paymentOfOrder(publicId: string, requester: SessionId): ResultAsync<PayableOrder, OrderNotFound | RepositoryFailure>;
  /**
   * Locks the order, when `requester` may see it, and its current payment; asks `decide` for a new attempt and
   * stores it as the order's current payment (for the order's total), all in one transaction.
   */
  addPaymentAttempt<E>(
    publicId: string,
    requester: SessionId,
    decide: (order: PayableOrder) => Result<PaymentAttempt, E>,
  ): ResultAsync<
    { readonly order: PayableOrder; readonly attempt: PaymentAttempt },
    E | OrderNotFound | RepositoryFailure
  >;
}

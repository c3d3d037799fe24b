import { err, ok, type Result, type ResultAsync } from 'neverthrow';
import { paymentMethodsFor } from '../../domain/checkout/payment-offer.ts';
import type { PaymentMethodNotOffered } from '../../domain/checkout/payment-step.ts';
import { retryPayment as retryPaymentRule, type PaymentNotRetryable } from '../../domain/orders/order-payment.ts';
import { paymentKindOf, type PaymentMethod } from '../../domain/payments/payment-method.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { OrderRepository } from '../orders/order-repository.port.ts';
import type { OrderPaymentView, OrderPublicId } from '../orders/order.ts';
import { openPayment } from './open-payment.ts';
import type { PaymentGateway } from './payment-gateway.port.ts';
import type { PayableOrder, PaymentAttempt, PaymentLedger } from './payment-ledger.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { OrderNotFound } from '../orders/order-errors.ts';
import type { PaymentNext } from '../../domain/payments/payment-next.ts';

/**
 * The methods a new attempt may use: what the checkout offers for the order's delivery country and buyer.
 * A billing account is left out: the order no longer knows whether the buyer still has one.
 */
export const retryMethodsFor = (
  order: Pick<PayableOrder, 'shipmentCountry' | 'customerType'>,
): readonly PaymentMethod[] => paymentMethodsFor(order.shipmentCountry, order.customerType);

export type RetryPaymentInput = {
  readonly publicId: string;
  /** Only the session that placed the order, or its signed-in customer, may pay it again. */
  readonly requester: SessionId;
  /** Null: the method of the attempt that failed. */
  readonly method: PaymentMethod | null;
};

export type RetryPaymentError = OrderNotFound | PaymentNotRetryable | PaymentMethodNotOffered | RepositoryFailure;

/** The order's new current payment and where the payer goes next, as after placing the order. */
export type RetriedPayment = {
  readonly publicId: string;
  readonly payment: OrderPaymentView;
  readonly next: PaymentNext;
};

export type RetryPaymentDeps = {
  readonly payments: PaymentLedger;
  readonly orders: Pick<OrderRepository, 'recordPaymentSession'>;
  /** Null until a payment provider is configured: the new attempt then waits, pending. */
  readonly gateway: PaymentGateway | null;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly returnUrlFor: (publicId: OrderPublicId) => string;
};

// Whether the order may be paid again comes first: a paid order is refused whatever method is asked for.
const decideAttempt =
  (deps: RetryPaymentDeps, input: RetryPaymentInput) =>
  (order: PayableOrder): Result<PaymentAttempt, PaymentNotRetryable | PaymentMethodNotOffered> => {
    const method = input.method ?? order.paymentMethod;
    return retryPaymentRule(order.state, paymentKindOf(method)).andThen((state) =>
      retryMethodsFor(order).includes(method)
        ? ok({ paymentId: deps.ids.uuid(), method, state, at: deps.clock.now() })
        : err({ type: 'PaymentMethodNotOffered' as const, method, country: order.shipmentCountry }),
    );
  };

/**
 * A new payment for the same order after a declined one: stored as the order's current attempt, then the
 * provider's page is opened for it. No second order is made; the order stays kept for non-payment until paid.
 */
export const retryOrderPayment =
  (deps: RetryPaymentDeps) =>
  (input: RetryPaymentInput): ResultAsync<RetriedPayment, RetryPaymentError> =>
    deps.payments
      .addPaymentAttempt(input.publicId, input.requester, decideAttempt(deps, input))
      .andThen(({ order, attempt }) =>
        openPayment(deps.gateway, deps.orders, {
          paymentId: attempt.paymentId,
          orderPublicId: order.publicId,
          method: attempt.method,
          amount: order.total,
          returnUrl: deps.returnUrlFor(order.publicId as OrderPublicId),
          locale: order.locale,
        }).map((next) => ({
          publicId: order.publicId,
          payment: { method: attempt.method, kind: attempt.state.payment.kind, status: attempt.state.payment.status },
          next,
        })),
      );

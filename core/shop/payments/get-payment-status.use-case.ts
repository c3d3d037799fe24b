import type { ResultAsync } from 'neverthrow';
import { retryPayment } from '../../domain/orders/order-payment.ts';
import type { OrderStatus } from '../../domain/orders/order-status.ts';
import type { PaymentKind } from '../../domain/payments/payment-kind.ts';
import type { PaymentMethod } from '../../domain/payments/payment-method.ts';
import type { PaymentStatus } from '../../domain/payments/payment-status.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { PaymentLedger } from './payment-ledger.port.ts';
import { retryMethodsFor } from './retry-payment.use-case.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { OrderNotFound } from '../orders/order-errors.ts';

/** What the order-completed page needs to say "paid", "waiting for payment" or "declined, try again". */
export type PaymentStatusView = {
  readonly orderPublicId: string;
  readonly orderStatus: OrderStatus;
  readonly method: PaymentMethod;
  readonly kind: PaymentKind;
  readonly status: PaymentStatus;
  readonly canRetry: boolean;
  /** The methods a new attempt may use; empty when it cannot be retried. */
  readonly retryMethods: readonly PaymentMethod[];
};

/** The payment status of an order, for the session or customer that placed it. */
export const getPaymentStatus =
  (payments: PaymentLedger) =>
  (publicId: string, requester: SessionId): ResultAsync<PaymentStatusView, OrderNotFound | RepositoryFailure> =>
    payments.paymentOfOrder(publicId, requester).map((order) => {
      const { publicId: orderPublicId, paymentMethod, state } = order;
      const canRetry = retryPayment(state, state.payment.kind).isOk();
      return {
        orderPublicId,
        orderStatus: state.status,
        method: paymentMethod,
        kind: state.payment.kind,
        status: state.payment.status,
        canRetry,
        retryMethods: canRetry ? retryMethodsFor(order) : [],
      };
    });

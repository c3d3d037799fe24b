import type { ResultAsync } from 'neverthrow';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { PaymentStatusView } from './get-payment-status.use-case.ts';
import type { RetriedPayment, RetryPaymentError, RetryPaymentInput } from './retry-payment.use-case.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { OrderNotFound } from '../orders/order-errors.ts';

/** The payments' shop API: its use cases bound to their ports, as a route or an in-process gateway calls them. */
export type ShopPayments = {
  readonly getPaymentStatus: (
    publicId: string,
    requester: SessionId,
  ) => ResultAsync<PaymentStatusView, OrderNotFound | RepositoryFailure>;
  readonly retryPayment: (input: RetryPaymentInput) => ResultAsync<RetriedPayment, RetryPaymentError>;
};

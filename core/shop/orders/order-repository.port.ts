import type { ResultAsync } from 'neverthrow';
import type { RefundData } from '../../domain/payments/refund-data.ts';
import type { NewOrder, OrderPublicId, StoredOrder, TrackingRecord } from './order.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Where placed orders are written and read back, with their lines, payment and shipment. */
export interface OrderRepository {
  /** Writes the order, its lines, its first status, its shipment (with its first event) and its payment. */
  insert(order: NewOrder): ResultAsync<void, RepositoryFailure>;
  /** Remembers the payment provider's reference for the payment's hosted page. */
  recordPaymentSession(paymentId: string, providerReference: string): ResultAsync<void, RepositoryFailure>;
  find(publicId: OrderPublicId): ResultAsync<StoredOrder | null, RepositoryFailure>;
  trackingOf(publicId: OrderPublicId): ResultAsync<TrackingRecord | null, RepositoryFailure>;
  /** Keeps the refund data and closes the order's action if it is still pending; false when it was not. */
  completeRefundAction(
    publicId: OrderPublicId,
    actionPublicId: string,
    refund: RefundData,
    at: number,
  ): ResultAsync<boolean, RepositoryFailure>;
}

import type { ResultAsync } from 'neverthrow';
import type { Money } from '../../domain/pricing/money.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** What a refund needs to know of an order: what was paid, and whether it was already sent back. */
export type RefundableOrder = { readonly amount: Money; readonly refundedAt: number | null };

/** A refund sent: which payment, how much, the provider's reference, when. */
export type RefundRecord = {
  readonly paymentId: string;
  readonly amount: Money;
  readonly providerReference: string;
  readonly at: number;
};

/** The refunds made, one per order at most. */
export interface RefundLedger {
  /** Null when no order has that public id. */
  refundable(publicId: string): ResultAsync<RefundableOrder | null, RepositoryFailure>;
  /** Keeps the refund; a second one for the same order keeps the first. */
  record(publicId: string, refund: RefundRecord): ResultAsync<void, RepositoryFailure>;
}

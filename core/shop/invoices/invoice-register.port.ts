import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { InvoiceFacts } from './compose-invoice.ts';
import type { InvoiceDocument } from './invoice.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Why an order has no invoice for this customer: not theirs (or none), or not paid yet. */
export type InvoiceRefusal = 'not-found' | 'not-paid';

/** The issued invoices: one per order, numbered without gaps per store and year. */
export interface InvoiceRegister {
  /**
   * The invoice of `customerId`'s order `publicId`: the one already issued, or, for a paid order, a new one
   * numbered with the next sequence of its store and of `issuedAt`'s year (UTC) and composed by `compose`, all in one transaction
   * (two first downloads at once issue one number).
   */
  issueOnce(
    customerId: CustomerId,
    publicId: string,
    issuedAt: number,
    compose: (facts: InvoiceFacts, sequence: number) => InvoiceDocument,
  ): ResultAsync<InvoiceDocument | InvoiceRefusal, RepositoryFailure>;
}

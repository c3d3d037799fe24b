import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { CurrencyCode } from '../../domain/pricing/currency.ts';
import type { DateRange } from '../../domain/shared/date-filter.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { InvoiceDocument, InvoiceKind } from './invoice.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Paid: the invoice of an order nobody was paid back for; refunded: an order's invoice and credit note once cancelled. */
export const INVOICE_STANDINGS = ['paid', 'refunded'] as const;

export type InvoiceStanding = (typeof INVOICE_STANDINGS)[number];

/** What the register is narrowed to: the issuing store, the issue date, whether the order was paid back. */
export type RegisterFilter = {
  readonly store?: StoreSlug;
  readonly range?: DateRange;
  readonly standing?: InvoiceStanding;
};

/** Where the next page of the register starts: after this document, newest first. */
export type RegisterCursor = { readonly issuedAt: number; readonly number: string };

/** One line of the register: an invoice or a credit note, amounts in minor units (negative on a credit note). */
export type RegisteredInvoice = {
  readonly number: string;
  readonly kind: InvoiceKind;
  readonly store: StoreSlug;
  readonly issuedAt: number;
  readonly orderPublicId: string;
  readonly buyerName: string;
  readonly buyerTaxId: string | null;
  readonly currency: CurrencyCode;
  readonly net: number;
  readonly vatPercent: number;
  readonly vat: number;
  readonly total: number;
  /** The invoice a credit note corrects; null on an invoice. */
  readonly corrects: string | null;
};

/** The filtered set's sums in one currency. */
export type CurrencyTotal = {
  readonly currency: CurrencyCode;
  readonly count: number;
  readonly net: number;
  readonly vat: number;
  readonly total: number;
};

/** Why an order has no invoice for this customer: not theirs (or none), or not paid yet. */
export type InvoiceRefusal = 'not-found' | 'not-paid';

/** The issued invoices: one per paid order, issued with its payment, numbered without gaps per store and year. */
export interface InvoiceRegister {
  /**
   * The invoice issued when `customerId`'s order `publicId` was paid: 'not-found' when the order is not theirs (or
   * none), 'not-paid' while it has none. Reading never issues one: the payment's transaction did.
   */
  invoiceOf(customerId: CustomerId, publicId: string): ResultAsync<InvoiceDocument | InvoiceRefusal, RepositoryFailure>;
  /** The invoice of the order `publicId`, whoever bought it (a signed link vouches for the holder); null when none. */
  invoiceOfOrder(publicId: string): ResultAsync<InvoiceDocument | null, RepositoryFailure>;
  /** Newest first (issue time, then number), at most `limit` after the cursor. */
  list(
    filter: RegisterFilter,
    after: RegisterCursor | undefined,
    limit: number,
  ): ResultAsync<readonly RegisteredInvoice[], RepositoryFailure>;
  /** The sums of the whole filtered set per currency, counted by the database. */
  totals(filter: RegisterFilter): ResultAsync<readonly CurrencyTotal[], RepositoryFailure>;
  /** The frozen document with this number, invoice or credit note; null when none has it. */
  document(number: string): ResultAsync<InvoiceDocument | null, RepositoryFailure>;
  /** The credit note of `customerId`'s order `publicId`, null when none was issued (or the order is not theirs). */
  creditNoteOf(customerId: CustomerId, publicId: string): ResultAsync<InvoiceDocument | null, RepositoryFailure>;
}

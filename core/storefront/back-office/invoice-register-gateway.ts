import type { ResultAsync } from 'neverthrow';
import type { DateFilter } from '../../domain/shared/date-filter.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** What the register is narrowed to, as its form and URL carry it ('' for "any"). */
export type InvoiceQuery = {
  readonly store: string;
  readonly dateFilter: DateFilter;
  /** 'paid', 'refunded' or ''. */
  readonly standing: string;
  /** The cursor of the page to show, '' for the first. */
  readonly after: string;
};

/** One invoice or credit note as the register shows it; amounts in minor units, negative on a credit note. */
export type ListedInvoice = {
  readonly number: string;
  readonly kind: 'invoice' | 'credit-note';
  readonly store: string;
  /** ISO 8601 instant. */
  readonly issuedAt: string;
  readonly orderPublicId: string;
  readonly buyerName: string;
  readonly buyerTaxId: string | null;
  readonly currency: string;
  readonly net: number;
  readonly vatPercent: number;
  readonly vat: number;
  readonly total: number;
  readonly corrects: string | null;
  /** Where its PDF downloads from. */
  readonly pdfUrl: string;
};

export type InvoiceTotal = {
  readonly currency: string;
  readonly count: number;
  readonly net: number;
  readonly vat: number;
  readonly total: number;
};

/** One page of the register, where the next starts (null on the last), the filtered set's totals and its CSV. */
export type InvoiceRegisterList = {
  readonly invoices: readonly ListedInvoice[];
  readonly next: string | null;
  readonly totals: readonly InvoiceTotal[];
  readonly csvUrl: string;
};

/** The register's read for its page; it answers only for the administrator with invoicing (the shop checks). */
export interface InvoiceRegisterReads {
  invoices(query: InvoiceQuery): ResultAsync<InvoiceRegisterList, ShopUnavailable>;
}

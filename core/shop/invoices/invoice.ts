import type { CurrencyCode } from '../../domain/pricing/currency.ts';
import type { Locale } from '../../domain/site/locale.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { InvoiceLabels } from './invoice-labels.ts';
import type { VatSplit } from '../../domain/pricing/vat.ts';

/** Seller or buyer: a name, a tax id when there is one, and the postal address as printed lines. */
export type InvoiceParty = { readonly name: string; readonly taxId: string | null; readonly lines: readonly string[] };

/** Amounts are minor units of the invoice's currency, VAT included as the shop sells them. */
export type InvoiceLine = {
  readonly description: string;
  readonly quantity: number;
  readonly unitGross: number;
  readonly totalGross: number;
};

/** An invoice, or a credit note that cancels one (negative amounts, its own number series). */
export type InvoiceKind = 'invoice' | 'credit-note';

/**
 * The invoice as issued, frozen when its number is given: the PDF is drawn from this snapshot alone, so the
 * shop and the back office print the same document however the order or the catalogue change later.
 */
export type InvoiceDocument = {
  readonly number: string;
  readonly store: StoreSlug;
  readonly locale: Locale;
  /** The issue date, YYYY-MM-DD (UTC). */
  readonly issuedOn: string;
  readonly orderPublicId: string;
  /** The order's date, YYYY-MM-DD (UTC). */
  readonly orderedOn: string;
  readonly currency: CurrencyCode;
  readonly seller: InvoiceParty;
  readonly buyer: InvoiceParty;
  readonly lines: readonly InvoiceLine[];
  readonly shipping: number;
  readonly discount: number;
  /** The VAT of the total at the store's rate. */
  readonly vat: VatSplit;
  readonly labels: InvoiceLabels;
  /** Absent on documents frozen before credit notes existed, which are all invoices. */
  readonly kind?: InvoiceKind;
  /** A credit note names the invoice it corrects, printed under its number. */
  readonly corrects?: { readonly label: string; readonly number: string; readonly issuedOn: string };
};

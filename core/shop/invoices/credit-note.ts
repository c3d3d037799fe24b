import type { OrderState } from '../../domain/orders/order-state.ts';
import { refundRouteFor } from '../../domain/orders/user-required-action.ts';
import type { Locale } from '../../domain/site/locale.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { InvoiceDocument } from './invoice.ts';

/** The credit note's own words, in the invoice's language: its title and the line naming the invoice it corrects. */
const CREDIT_NOTE_LABELS: { readonly [L in Locale]: { readonly title: string; readonly corrects: string } } = {
  es: { title: 'Factura rectificativa', corrects: 'Rectifica la factura' },
  pl: { title: 'Faktura korygująca', corrects: 'Koryguje fakturę' },
  it: { title: 'Nota di credito', corrects: 'Rettifica la fattura' },
  da: { title: 'Kreditnota', corrects: 'Krediterer faktura' },
  fr: { title: 'Avoir', corrects: 'Rectifie la facture' },
  pt: { title: 'Nota de crédito', corrects: 'Retifica a fatura' },
  cs: { title: 'Opravný daňový doklad', corrects: 'Opravuje fakturu' },
  en: { title: 'Credit note', corrects: 'Corrects invoice' },
};

/** Credit notes are numbered in their own series per store and year, e.g. 'WPX-ES-R-2026-000003'. */
export const creditNoteNumber = (store: StoreSlug, year: number, sequence: number): string =>
  `${store}-R-${String(year)}-${String(sequence).padStart(6, '0')}`;

/** A paid order that is cancelled now (or paid after its cancellation) is owed its money back, so its invoice a credit note. */
export const creditNoteOwed = (before: OrderState, after: OrderState): boolean =>
  refundRouteFor(before) === 'NONE' && refundRouteFor(after) !== 'NONE';

const negative = (minor: number): number => (minor === 0 ? 0 : -minor);

/**
 * The credit note cancelling `invoice` in full, issued at `issuedAt` under its series' `sequence`-th number: the
 * same parties, lines and VAT rate with every amount negated, naming the invoice it corrects.
 */
export const composeCreditNote = (invoice: InvoiceDocument, sequence: number, issuedAt: number): InvoiceDocument => {
  const words = CREDIT_NOTE_LABELS[invoice.locale];
  return {
    ...invoice,
    kind: 'credit-note',
    number: creditNoteNumber(invoice.store, new Date(issuedAt).getUTCFullYear(), sequence),
    issuedOn: new Date(issuedAt).toISOString().slice(0, 10),
    lines: invoice.lines.map((line) => ({
      ...line,
      unitGross: negative(line.unitGross),
      totalGross: negative(line.totalGross),
    })),
    shipping: negative(invoice.shipping),
    discount: negative(invoice.discount),
    vat: {
      ratePercent: invoice.vat.ratePercent,
      net: negative(invoice.vat.net),
      vat: negative(invoice.vat.vat),
      gross: negative(invoice.vat.gross),
    },
    labels: { ...invoice.labels, title: words.title },
    corrects: { label: words.corrects, number: invoice.number, issuedOn: invoice.issuedOn },
  };
};

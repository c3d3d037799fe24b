import type { RegisteredInvoice } from './invoice-register.port.ts';
import { csvCell } from '../../domain/shared/csv-cell.ts';

/** The columns the accountant's CSV carries, in order: what a Spanish or EU VAT book asks of each document. */
export const INVOICE_CSV_HEADER = [
  'number',
  'type',
  'issue_date',
  'store',
  'order',
  'customer',
  'customer_tax_id',
  'corrects_invoice',
  'taxable_base',
  'vat_rate',
  'vat',
  'total',
  'currency',
] as const;

/** Minor units as a plain decimal number ('-12.10'): the shop writes it, so it needs no formula guard. */
export const csvAmount = (minor: number): string => {
  const sign = minor < 0 ? '-' : '';
  const units = Math.abs(minor);
  return `${sign}${String(Math.floor(units / 100))}.${String(units % 100).padStart(2, '0')}`;
};

/** One document as a CSV record, every field in the header's order. */
export const invoiceCsvRow = (invoice: RegisteredInvoice): string =>
  [
    csvCell(invoice.number),
    invoice.kind,
    new Date(invoice.issuedAt).toISOString().slice(0, 10),
    invoice.store,
    csvCell(invoice.orderPublicId),
    csvCell(invoice.buyerName),
    csvCell(invoice.buyerTaxId ?? ''),
    csvCell(invoice.corrects ?? ''),
    csvAmount(invoice.net),
    String(invoice.vatPercent),
    csvAmount(invoice.vat),
    csvAmount(invoice.total),
    invoice.currency,
  ].join(',');

/** The whole file: a byte order mark (so spreadsheets read UTF-8), the header, one CRLF-ended record per document. */
export const invoiceCsv = (invoices: readonly RegisteredInvoice[]): string =>
  `\uFEFF${[INVOICE_CSV_HEADER.join(','), ...invoices.map(invoiceCsvRow)].map((line) => `${line}\r\n`).join('')}`;

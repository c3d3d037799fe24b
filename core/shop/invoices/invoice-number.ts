import type { StoreSlug } from '../../domain/site/stores.ts';

/** Sequential per store and calendar year, e.g. 'WPX-ES-2026-000042': the numbering tax offices ask for, without gaps. */
export const invoiceNumber = (store: StoreSlug, year: number, sequence: number): string =>
  `${store}-${String(year)}-${String(sequence).padStart(6, '0')}`;

/** Where the issued PDF is kept in the blob store: one file per invoice number, written once. */
export const invoiceBlobKey = (number: string): string => `invoices/${number}.pdf`;

import type { getCreditNotePdf, getInvoicePdf } from './get-invoice-pdf.use-case.ts';

/** The invoices context's shop API: its use cases bound to their ports. */
export type ShopInvoices = {
  readonly getInvoicePdf: ReturnType<typeof getInvoicePdf>;
  readonly getCreditNotePdf: ReturnType<typeof getCreditNotePdf>;
};

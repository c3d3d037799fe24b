import type { getCreditNotePdf, getInvoicePdf, getSignedInvoicePdf } from './get-invoice-pdf.use-case.ts';

/** The invoices context's shop API: its use cases bound to their ports. */
export type ShopInvoices = {
  readonly getInvoicePdf: ReturnType<typeof getInvoicePdf>;
  readonly getCreditNotePdf: ReturnType<typeof getCreditNotePdf>;
  /** A guest's (or anyone's) download through the signed link of the payment-confirmed mail and the order's pages. */
  readonly getSignedInvoicePdf: ReturnType<typeof getSignedInvoicePdf>;
};

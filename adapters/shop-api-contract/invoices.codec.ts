import * as t from 'io-ts';
import { pattern } from './accounts.codec.ts';

/**
 * A paid order's invoice, as a PDF, for the customer who placed it: under the Shop API, and at the site's root for
 * the accounts page's download link (a plain link carries no ext_session_id).
 */
export const INVOICE_PATHS = {
  orderInvoice: '/accounts/orders/:publicId/invoice',
  /** The credit note of a cancelled paid order. */
  orderCreditNote: '/accounts/orders/:publicId/credit-note',
  /** Anyone's (a guest's) through the signed link of the payment-confirmed mail and the order's pages. */
  signedOrderInvoice: '/orders/:public_id/invoice',
} as const;

/** The signed link's token, as `signedInvoicePath` writes it. */
export const SignedInvoiceQuery = t.type({
  token: pattern<string>('InvoiceLinkToken', /^[A-Za-z0-9_.-]{1,512}$/, 'a signed invoice link token'),
});

export const orderInvoicePath = (publicId: string): string =>
  INVOICE_PATHS.orderInvoice.replace(':publicId', encodeURIComponent(publicId));

export const orderCreditNotePath = (publicId: string): string =>
  INVOICE_PATHS.orderCreditNote.replace(':publicId', encodeURIComponent(publicId));

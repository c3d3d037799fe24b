import type { InvoiceLinkTokens } from '../../core/shop/invoices/invoice-link.ts';
import { sealedOrderLinkTokens } from './sealed-order-link-tokens.ts';

/** Invoice links' tokens: sealed for 'invoice', so a review link's token never downloads an invoice. */
export const sealedInvoiceLinkTokens = (secret: string): InvoiceLinkTokens => sealedOrderLinkTokens(secret, 'invoice');

import type { InvoiceLinkTokens } from '../../core/shop/invoices/invoice-link.ts';
import { hmacOrderLinkTokens } from './hmac-order-link-tokens.ts';

/** Invoice links' tokens: signed for 'invoice', so a review link's token never downloads an invoice. */
export const hmacInvoiceLinkTokens = (secret: string): InvoiceLinkTokens => hmacOrderLinkTokens(secret, 'invoice');

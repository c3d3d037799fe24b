import { err, ok } from 'neverthrow';
import type { InvoiceLinkTokens } from '../../core/shop/invoices/invoice-link.ts';

/** Readable tokens for core specs, 'signed:<order>:<expiry>'; anything else is forged. */
export const specLinkTokens: InvoiceLinkTokens = {
  sign: ({ orderPublicId, expiresAt }) => `signed:${orderPublicId}:${String(expiresAt)}`,
  open: (token) => {
    const [mark, orderPublicId, expiresAt] = token.split(':');
    return mark === 'signed' && orderPublicId !== undefined && expiresAt !== undefined
      ? ok({ orderPublicId, expiresAt: Number(expiresAt) })
      : err('Forged');
  },
};

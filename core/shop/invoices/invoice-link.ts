import { err, ok, type Result, type ResultAsync } from 'neverthrow';
import type { OrderLinkClaims, OrderLinkTokens } from '../orders/order-link-tokens.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** What an invoice link's token vouches for: whoever holds it may download that order's invoice until it expires. */
export type InvoiceLinkClaims = OrderLinkClaims;

/** The payment-confirmed mail's and the order pages' invoice link works for 90 days without signing in. */
export const INVOICE_LINK_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

/** Signs and opens the tokens of invoice links. */
export type InvoiceLinkTokens = OrderLinkTokens;

/** The signed path of an order's invoice once it has one; null before it is paid. */
export type InvoiceLinkOf = (orderPublicId: string) => ResultAsync<string | null, RepositoryFailure>;

/** A token not signed here, or signed for another order. */
export type InvoiceLinkForged = { readonly type: 'InvoiceLinkForged' };

/** A genuine token past its expiry: the buyer asks for a new link (the tracking page gives one). */
export type InvoiceLinkExpired = { readonly type: 'InvoiceLinkExpired' };

export type InvoiceLinkRefusal = InvoiceLinkForged | InvoiceLinkExpired;

/** The path of an order's invoice behind a signed token, at the site's root. */
export const signedInvoicePath = (tokens: InvoiceLinkTokens, orderPublicId: string, now: number): string =>
  `/orders/${encodeURIComponent(orderPublicId)}/invoice?token=${encodeURIComponent(
    tokens.sign({ orderPublicId, expiresAt: now + INVOICE_LINK_LIFETIME_MS }),
  )}`;

/** Whether `token` lets its holder download the invoice of `orderPublicId` at `now`. */
export const checkInvoiceLink = (
  tokens: InvoiceLinkTokens,
  token: string,
  orderPublicId: string,
  now: number,
): Result<string, InvoiceLinkRefusal> => {
  const opened = tokens.open(token);
  if (opened.isErr() || opened.value.orderPublicId !== orderPublicId) return err({ type: 'InvoiceLinkForged' });
  return opened.value.expiresAt > now ? ok(orderPublicId) : err({ type: 'InvoiceLinkExpired' });
};

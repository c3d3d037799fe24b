import type { OrderLinkClaims, OrderLinkTokens } from '../orders/order-link-tokens.port.ts';

/** What a review link's token vouches for: whoever holds it may review that order's lines until it expires. */
export type ReviewLinkClaims = OrderLinkClaims;

/** A delivery mail's review link works for 60 days without signing in. */
export const REVIEW_LINK_LIFETIME_MS = 60 * 24 * 60 * 60 * 1000;

/** Signs and opens the tokens of review links. */
export type ReviewLinkTokens = OrderLinkTokens;

/** The review form of an order, with the signed token that lets a shopper in without signing in. */
export const reviewLinkUrl = (siteUrl: string, tokens: ReviewLinkTokens, orderPublicId: string, now: number): string =>
  `${siteUrl}/reviews?order=${encodeURIComponent(orderPublicId)}&token=${encodeURIComponent(
    tokens.sign({ orderPublicId, expiresAt: now + REVIEW_LINK_LIFETIME_MS }),
  )}`;

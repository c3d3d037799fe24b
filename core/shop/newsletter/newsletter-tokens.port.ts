import type { Result } from 'neverthrow';
import type { NewsletterTokenClaims } from './newsletter-subscription.ts';

export type ForgedToken = { readonly type: 'ForgedToken' };

/** Seals and opens the tokens of newsletter links (authenticated encryption under a server secret). */
export interface NewsletterTokens {
  /** A URL-safe token carrying the claims and their signature. */
  sign(claims: NewsletterTokenClaims): string;
  /** The claims of a token this server signed; ForgedToken for anything else. Expiry is the caller's check. */
  open(token: string): Result<NewsletterTokenClaims, ForgedToken>;
}

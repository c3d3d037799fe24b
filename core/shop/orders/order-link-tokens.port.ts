import type { Result } from 'neverthrow';

/** What a signed link to one order vouches for: whoever holds it may act on that order until it expires. */
export type OrderLinkClaims = {
  readonly orderPublicId: string;
  /** Milliseconds since the Unix epoch after which the token is refused. */
  readonly expiresAt: number;
};

/** Seals and opens the tokens of one kind of order link (authenticated encryption under a server secret). */
export interface OrderLinkTokens {
  sign(claims: OrderLinkClaims): string;
  /** The claims of a token this server signed, whatever its expiry; 'Forged' for anything else. */
  open(token: string): Result<OrderLinkClaims, 'Forged'>;
}

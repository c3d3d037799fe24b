import { err, ok } from 'neverthrow';
import type { OrderLinkTokens } from '../../core/shop/orders/order-link-tokens.port.ts';
import { hmacOrderLinkTokens } from './hmac-order-link-tokens.ts';
import { sealedClaims } from './sealed-claims.ts';

const MAX_TOKEN_LENGTH = 512;

const isClaims = (value: unknown): value is { o: string; x: number } => {
  if (typeof value !== 'object' || value === null) return false;
  const { o, x } = value as Record<string, unknown>;
  return typeof o === 'string' && Number.isSafeInteger(x);
};

/**
 * Opaque order-link tokens (review, invoice): the order and expiry sealed for `purpose`, so one kind of link never
 * opens another. Links mailed before in readable `payload.signature` form still open until they expire.
 */
export const sealedOrderLinkTokens = (secret: string, purpose: string): OrderLinkTokens => {
  const sealed = sealedClaims(secret, `order-link:${purpose}`, MAX_TOKEN_LENGTH);
  const legacy = hmacOrderLinkTokens(secret, purpose);
  return {
    sign: ({ orderPublicId, expiresAt }) => sealed.seal({ o: orderPublicId, x: expiresAt }),
    open: (token) => {
      if (token.includes('.')) return legacy.open(token);
      const claims = sealed.open(token);
      return isClaims(claims) ? ok({ orderPublicId: claims.o, expiresAt: claims.x }) : err('Forged' as const);
    },
  };
};

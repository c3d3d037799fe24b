import { createHmac, timingSafeEqual } from 'node:crypto';
import { err, ok } from 'neverthrow';
import type { OrderLinkTokens } from '../../core/shop/orders/order-link-tokens.port.ts';

const MAX_TOKEN_LENGTH = 512;

const isClaims = (value: unknown): value is { o: string; x: number } => {
  if (typeof value !== 'object' || value === null) return false;
  const { o, x } = value as Record<string, unknown>;
  return typeof o === 'string' && Number.isSafeInteger(x);
};

/**
 * The format mailed until December 2026, now only read (sealed-order-link-tokens.ts): `payload.signature`,
 * base64url JSON of the order and expiry, HMAC-SHA256 under `secret` with `purpose` signed in.
 */
export const hmacOrderLinkTokens = (secret: string, purpose: string): OrderLinkTokens => {
  const signatureOf = (payload: string) => createHmac('sha256', secret).update(`${purpose}:${payload}`).digest();
  return {
    sign: ({ orderPublicId, expiresAt }) => {
      const payload = Buffer.from(JSON.stringify({ o: orderPublicId, x: expiresAt })).toString('base64url');
      return `${payload}.${signatureOf(payload).toString('base64url')}`;
    },
    open: (token) => {
      const parts = token.length <= MAX_TOKEN_LENGTH ? token.split('.') : [];
      const [payload, signature] = parts;
      if (parts.length !== 2 || !payload || !signature) return err('Forged');
      const expected = signatureOf(payload);
      const given = Buffer.from(signature, 'base64url');
      const canonical = given.toString('base64url') === signature && given.length === expected.length;
      if (!canonical || !timingSafeEqual(given, expected)) return err('Forged');
      try {
        const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        return isClaims(claims) ? ok({ orderPublicId: claims.o, expiresAt: claims.x }) : err('Forged');
      } catch {
        return err('Forged');
      }
    },
  };
};

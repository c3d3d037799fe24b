import { err, ok } from 'neverthrow';
import type { NewsletterTokenPurpose } from '../../core/shop/newsletter/newsletter-subscription.ts';
import type { ForgedToken, NewsletterTokens } from '../../core/shop/newsletter/newsletter-tokens.port.ts';
import { hmacNewsletterTokens } from './hmac-newsletter-tokens.ts';
import { sealedClaims } from './sealed-claims.ts';

const PURPOSES: readonly NewsletterTokenPurpose[] = ['newsletter-confirm', 'newsletter-unsubscribe'];

/** Longer than any token this makes (a 254-character e-mail included), so junk is refused unread. */
const MAX_TOKEN_LENGTH = 1024;

const isClaims = (value: unknown): value is { e: string; p: NewsletterTokenPurpose; x: number } => {
  if (typeof value !== 'object' || value === null) return false;
  const { e, p, x } = value as Record<string, unknown>;
  return typeof e === 'string' && PURPOSES.includes(p as NewsletterTokenPurpose) && Number.isSafeInteger(x);
};

/**
 * Opaque newsletter tokens: the address, purpose and expiry sealed (sealed-claims.ts). Tokens mailed before, in
 * readable `payload.signature` form, still open until their own expiry (docs/decisions/mail.md), and are never made.
 */
export const sealedNewsletterTokens = (secret: string): NewsletterTokens => {
  const sealed = sealedClaims(secret, 'newsletter', MAX_TOKEN_LENGTH);
  const legacy = hmacNewsletterTokens(secret);
  return {
    sign: ({ email, purpose, expiresAt }) => sealed.seal({ e: email, p: purpose, x: expiresAt }),
    open: (token) => {
      if (token.includes('.')) return legacy.open(token);
      const claims = sealed.open(token);
      return isClaims(claims)
        ? ok({ email: claims.e, purpose: claims.p, expiresAt: claims.x })
        : err<never, ForgedToken>({ type: 'ForgedToken' });
    },
  };
};

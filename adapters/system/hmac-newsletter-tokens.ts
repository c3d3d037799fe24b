import { createHmac, timingSafeEqual } from 'node:crypto';
import { err, ok } from 'neverthrow';
import type {
  NewsletterTokenClaims,
  NewsletterTokenPurpose,
} from '../../core/shop/newsletter/newsletter-subscription.ts';
import type { ForgedToken, NewsletterTokens } from '../../core/shop/newsletter/newsletter-tokens.port.ts';

const PURPOSES: readonly NewsletterTokenPurpose[] = ['newsletter-confirm', 'newsletter-unsubscribe'];

/** Longer than any token this signer makes (a 254-character e-mail included), so junk is refused unread. */
const MAX_TOKEN_LENGTH = 1024;

const forged = (): ForgedToken => ({ type: 'ForgedToken' });

const isClaims = (value: unknown): value is { e: string; p: NewsletterTokenPurpose; x: number } => {
  if (typeof value !== 'object' || value === null) return false;
  const { e, p, x } = value as Record<string, unknown>;
  return typeof e === 'string' && PURPOSES.includes(p as NewsletterTokenPurpose) && Number.isSafeInteger(x);
};

/** A secret for one use, derived from a master secret, so one leaked derived key does not expose the others. */
export const deriveSecret = (master: string, purpose: string): string =>
  createHmac('sha256', master).update(`estampa:${purpose}`).digest('base64url');

/**
 * The format mailed until December 2026, now only read (sealed-newsletter-tokens.ts): `payload.signature`, the
 * payload base64url JSON of the e-mail, purpose and expiry, the signature HMAC-SHA256 of the payload under `secret`.
 */
export const hmacNewsletterTokens = (secret: string): NewsletterTokens => {
  const signatureOf = (payload: string) => createHmac('sha256', secret).update(payload).digest();
  return {
    sign: ({ email, purpose, expiresAt }: NewsletterTokenClaims) => {
      const payload = Buffer.from(JSON.stringify({ e: email, p: purpose, x: expiresAt })).toString('base64url');
      return `${payload}.${signatureOf(payload).toString('base64url')}`;
    },
    open: (token) => {
      const parts = token.length <= MAX_TOKEN_LENGTH ? token.split('.') : [];
      const [payload, signature] = parts;
      if (parts.length !== 2 || !payload || !signature) return err(forged());
      const expected = signatureOf(payload);
      const given = Buffer.from(signature, 'base64url');
      // Only the canonical spelling of the signature counts, so a token has exactly one valid form.
      const canonical = given.toString('base64url') === signature && given.length === expected.length;
      if (!canonical || !timingSafeEqual(given, expected)) return err(forged());
      try {
        const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        return isClaims(claims) ? ok({ email: claims.e, purpose: claims.p, expiresAt: claims.x }) : err(forged());
      } catch {
        return err(forged());
      }
    },
  };
};

import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { deriveSecret, hmacNewsletterTokens } from '../../../adapters/system/hmac-newsletter-tokens.ts';
import type { NewsletterTokenClaims } from '../../../core/shop/newsletter/newsletter-subscription.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const tokens = hmacNewsletterTokens(SECRET);
const CLAIMS: NewsletterTokenClaims = {
  email: 'ana@example.com',
  purpose: 'newsletter-confirm',
  expiresAt: Date.parse('2024-03-08T09:00:00Z'),
};

const forged = err({ type: 'ForgedToken' });

describe('hmacNewsletterTokens', () => {
  it('opens what it signed, and the token is URL-safe', () => {
    const token = tokens.sign(CLAIMS);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(tokens.open(token)).toEqual(ok(CLAIMS));
  });

  it('round-trips any e-mail, purpose and expiry', () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.constantFrom('newsletter-confirm' as const, 'newsletter-unsubscribe' as const),
        fc.integer({ min: 0, max: 2 ** 50 }),
        (email, purpose, expiresAt) => {
          expect(tokens.open(tokens.sign({ email, purpose, expiresAt }))).toEqual(ok({ email, purpose, expiresAt }));
        },
      ),
    );
  });

  it('refuses a token signed under another secret', () => {
    expect(hmacNewsletterTokens(`${SECRET}x`).open(tokens.sign(CLAIMS))).toEqual(forged);
  });

  it('refuses any change to the claims or the signature', () => {
    const [payload, signature] = tokens.sign(CLAIMS).split('.') as [string, string];
    const otherPayload = Buffer.from(
      JSON.stringify({ e: 'eve@example.com', p: 'newsletter-confirm', x: CLAIMS.expiresAt }),
    ).toString('base64url');
    const longer = Buffer.from(
      JSON.stringify({ e: CLAIMS.email, p: CLAIMS.purpose, x: CLAIMS.expiresAt + 1 }),
    ).toString('base64url');
    expect(tokens.open(`${otherPayload}.${signature}`)).toEqual(forged);
    expect(tokens.open(`${longer}.${signature}`)).toEqual(forged);
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(tokens.open(`${payload}.${flipped}`)).toEqual(forged);
    expect(tokens.open(`${payload}.${signature}=`)).toEqual(forged);
  });

  it.each(['', '.', 'abc', 'a.b.c', 'x'.repeat(2000), `${'a'.repeat(10)}.`])('refuses %j', (token) => {
    expect(tokens.open(token)).toEqual(forged);
  });

  it('refuses well-signed text that is not the claims it expects', () => {
    // Signed the way the adapter signs, so only the shape check can refuse them.
    const sign = (text: string) => {
      const payload = Buffer.from(text).toString('base64url');
      return `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
    };
    for (const value of [
      { e: 'a@b.co', p: 'login', x: 1 },
      { e: 1, p: 'newsletter-confirm', x: 1 },
      { e: 'a@b.co', p: 'newsletter-confirm', x: 1.5 },
      null,
    ]) {
      expect(tokens.open(sign(JSON.stringify(value)))).toEqual(forged);
    }
    expect(tokens.open(sign('not json'))).toEqual(forged);
    expect(tokens.open(sign(JSON.stringify({ e: 'a@b.co', p: 'newsletter-confirm', x: 1 })))).toEqual(
      ok({ email: 'a@b.co', purpose: 'newsletter-confirm', expiresAt: 1 }),
    );
  });
});

describe('deriveSecret', () => {
  it('gives each purpose its own stable key', () => {
    expect(deriveSecret(SECRET, 'newsletter')).toBe(deriveSecret(SECRET, 'newsletter'));
    expect(deriveSecret(SECRET, 'newsletter')).not.toBe(deriveSecret(SECRET, 'other'));
    expect(deriveSecret(SECRET, 'newsletter')).not.toContain(SECRET);
  });
});

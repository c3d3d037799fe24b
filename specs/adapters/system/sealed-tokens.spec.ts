import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { hmacNewsletterTokens } from '../../../adapters/system/hmac-newsletter-tokens.ts';
import { hmacOrderLinkTokens } from '../../../adapters/system/hmac-order-link-tokens.ts';
import { sealedClaims } from '../../../adapters/system/sealed-claims.ts';
import { sealedInvoiceLinkTokens } from '../../../adapters/system/sealed-invoice-link-tokens.ts';
import { sealedNewsletterTokens } from '../../../adapters/system/sealed-newsletter-tokens.ts';
import { sealedReviewLinkTokens } from '../../../adapters/system/sealed-review-link-tokens.ts';
import type { NewsletterTokenClaims } from '../../../core/shop/newsletter/newsletter-subscription.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const newsletter = sealedNewsletterTokens(SECRET);
const CLAIMS: NewsletterTokenClaims = {
  email: 'ana.garcia@example.com',
  purpose: 'newsletter-unsubscribe',
  expiresAt: Date.parse('2027-03-08T09:00:00Z'),
};
const forged = err({ type: 'ForgedToken' });

/** Every way a curious reader might decode a token: as it is, base64 of either alphabet, each part on its own. */
const decodings = (token: string): string[] =>
  [token, ...token.split(/[.\-_]/)].flatMap((text) => [
    text,
    decodeURIComponent(text),
    Buffer.from(text, 'base64url').toString('utf8'),
    Buffer.from(text, 'base64url').toString('latin1'),
    Buffer.from(text, 'base64').toString('utf8'),
  ]);

describe('sealed newsletter tokens', () => {
  it('round-trip any address, purpose and expiry, and never show the address in any decoding', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((email) => email.length >= 6),
        fc.constantFrom('newsletter-confirm' as const, 'newsletter-unsubscribe' as const),
        fc.integer({ min: 0, max: 2 ** 50 }),
        (email, purpose, expiresAt) => {
          const token = newsletter.sign({ email, purpose, expiresAt });
          expect(token).toMatch(/^[\w-]+$/);
          expect(newsletter.open(token)).toEqual(ok({ email, purpose, expiresAt }));
          const [local = ''] = email.split('@');
          for (const text of decodings(token)) {
            expect(text).not.toContain(email);
            if (local.length >= 6) expect(text).not.toContain(local);
          }
        },
      ),
      { numRuns: 50 },
    );
  });

  it('seal the same claims differently each time, so two links of one address look unrelated', () => {
    expect(newsletter.sign(CLAIMS)).not.toBe(newsletter.sign(CLAIMS));
  });

  it('refuse a token sealed under another secret, changed anywhere, or not spelt canonically', () => {
    const token = newsletter.sign(CLAIMS);
    expect(sealedNewsletterTokens(`${SECRET}x`).open(token)).toEqual(forged);
    for (const at of [0, 10, token.length - 1]) {
      const flipped = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
      expect(newsletter.open(flipped)).toEqual(forged);
    }
    expect(newsletter.open(`${token}A`)).toEqual(forged);
    expect(newsletter.open(`${token}=`)).toEqual(forged);
  });

  it.each(['', 'abc', 'a b', 'x'.repeat(2000), 'A'.repeat(40), '.', 'a.b.c'])('refuse %j', (token) => {
    expect(newsletter.open(token)).toEqual(forged);
  });

  it('refuse sealed text that is not the claims they expect', () => {
    const seal = sealedClaims(SECRET, 'newsletter', 1024).seal;
    for (const value of [{ e: 'a@b.co', p: 'login', x: 1 }, { e: 1, p: 'newsletter-confirm', x: 1 }, null, 'text']) {
      expect(newsletter.open(seal(value))).toEqual(forged);
    }
    expect(newsletter.open(seal({ e: 'a@b.co', p: 'newsletter-confirm', x: 1 }))).toEqual(
      ok({ email: 'a@b.co', purpose: 'newsletter-confirm', expiresAt: 1 }),
    );
  });

  it('still open a link mailed before in the readable signed form, and only under their own secret', () => {
    const mailedBefore = hmacNewsletterTokens(SECRET).sign(CLAIMS);
    expect(newsletter.open(mailedBefore)).toEqual(ok(CLAIMS));
    expect(sealedNewsletterTokens(`${SECRET}x`).open(mailedBefore)).toEqual(forged);
  });
});

describe('sealed order-link tokens', () => {
  const review = sealedReviewLinkTokens(SECRET);
  const invoice = sealedInvoiceLinkTokens(SECRET);

  it('round-trip the order and expiry without showing the order number', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z]{2}-[A-Z0-9]{8}$/),
        fc.integer({ min: 0, max: 2 ** 50 }),
        (id, expiresAt) => {
          const token = review.sign({ orderPublicId: id, expiresAt });
          expect(review.open(token)).toEqual(ok({ orderPublicId: id, expiresAt }));
          for (const text of decodings(token)) expect(text).not.toContain(id);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('never open one kind of link with another’s token, nor a forged or junk one', () => {
    const claims = { orderPublicId: 'ES-ABCD1234', expiresAt: 1 };
    expect(invoice.open(review.sign(claims))).toEqual(err('Forged'));
    expect(review.open(invoice.sign(claims))).toEqual(err('Forged'));
    expect(sealedReviewLinkTokens(`${SECRET}x`).open(review.sign(claims))).toEqual(err('Forged'));
    expect(review.open(sealedClaims(SECRET, 'order-link:review', 512).seal({ o: 1, x: 1 }))).toEqual(err('Forged'));
    for (const junk of ['', 'e30.AAAA', 'x'.repeat(600), 'A'.repeat(40)])
      expect(review.open(junk)).toEqual(err('Forged'));
  });

  it('still open a link mailed before in the readable signed form, for its own kind only', () => {
    const claims = { orderPublicId: 'ES-ABCD1234', expiresAt: 1 };
    const mailedBefore = hmacOrderLinkTokens(SECRET, 'invoice').sign(claims);
    expect(invoice.open(mailedBefore)).toEqual(ok(claims));
    expect(review.open(mailedBefore)).toEqual(err('Forged'));
  });
});

import { ok } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthTokenRepository, IssuedAuthToken } from '../../../core/shop/auth/auth-token-repository.port.ts';

const NOW = Date.parse('2025-03-01T12:00:00Z');
const MINUTE = 60_000;

const aToken = (overrides: Partial<IssuedAuthToken> = {}): IssuedAuthToken => ({
  digest: 'digest-1',
  purpose: 'password-reset',
  email: 'Ana@Example.com',
  expiresAt: NOW + 30 * MINUTE,
  ...overrides,
});

/** What every AuthTokenRepository must do; run against the fake and every real adapter. */
export const describeAuthTokenRepositoryContract = (
  name: string,
  open: () => Promise<{ repository: AuthTokenRepository; close: () => Promise<void> }>,
) =>
  describe(`AuthTokenRepository contract: ${name}`, () => {
    let opened: Awaited<ReturnType<typeof open>>;
    beforeEach(async () => {
      opened = await open();
    });
    afterEach(() => opened.close());

    it('consumes a token once, answering its lower-cased e-mail and expiry', async () => {
      await opened.repository.issue(aToken());
      expect(await opened.repository.consume('digest-1', 'password-reset', NOW)).toEqual(
        ok({ email: 'ana@example.com', expiresAt: NOW + 30 * MINUTE }),
      );
      expect(await opened.repository.consume('digest-1', 'password-reset', NOW)).toEqual(ok(null));
    });

    it('lets only one of two simultaneous uses of a token succeed', async () => {
      await opened.repository.issue(aToken());
      const outcomes = await Promise.all([
        opened.repository.consume('digest-1', 'password-reset', NOW),
        opened.repository.consume('digest-1', 'password-reset', NOW),
      ]);
      expect(outcomes.filter((o) => o._unsafeUnwrap() !== null)).toHaveLength(1);
    });

    it('refuses a token at or past its expiry, of another purpose, or unknown', async () => {
      await opened.repository.issue(aToken());
      expect(await opened.repository.consume('digest-1', 'password-reset', NOW + 30 * MINUTE)).toEqual(ok(null));
      expect(await opened.repository.consume('digest-1', 'email-sign-in', NOW)).toEqual(ok(null));
      expect(await opened.repository.consume('digest-2', 'password-reset', NOW)).toEqual(ok(null));
      expect((await opened.repository.consume('digest-1', 'password-reset', NOW))._unsafeUnwrap()).not.toBeNull();
    });

    it("revokes every unused token of one e-mail and purpose, and no one else's", async () => {
      await opened.repository.issue(aToken({ digest: 'a' }));
      await opened.repository.issue(aToken({ digest: 'b' }));
      await opened.repository.issue(aToken({ digest: 'c', purpose: 'email-sign-in' }));
      await opened.repository.issue(aToken({ digest: 'd', email: 'other@example.com' }));
      expect(await opened.repository.revokeAll('ana@example.com', 'password-reset', NOW)).toEqual(ok(undefined));
      expect(await opened.repository.consume('a', 'password-reset', NOW)).toEqual(ok(null));
      expect(await opened.repository.consume('b', 'password-reset', NOW)).toEqual(ok(null));
      expect((await opened.repository.consume('c', 'email-sign-in', NOW))._unsafeUnwrap()).not.toBeNull();
      expect((await opened.repository.consume('d', 'password-reset', NOW))._unsafeUnwrap()).not.toBeNull();
    });
  });

import { ok } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import type { AuthSession } from '../../../core/shop/auth/auth-session.ts';
import type { SessionRevocations } from '../../../core/shop/auth/session-revocations.port.ts';

const NOW = Date.parse('2025-03-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

/** What every SessionRevocations must do; `customerId` names an existing account. */
export const describeSessionRevocationsContract = (
  name: string,
  open: () => Promise<{ repository: SessionRevocations; customerId: CustomerId; close: () => Promise<void> }>,
) =>
  describe(`SessionRevocations contract: ${name}`, () => {
    let opened: Awaited<ReturnType<typeof open>>;
    beforeEach(async () => {
      opened = await open();
    });
    afterEach(() => opened.close());

    const session = (overrides: Partial<AuthSession> = {}): AuthSession => ({
      sessionId: 'session-1',
      customerId: opened.customerId,
      signedInAt: NOW,
      ...overrides,
    });

    it('keeps a session live until it is signed out, and only that one', async () => {
      expect(await opened.repository.isRevoked(session())).toEqual(ok(false));
      expect(await opened.repository.revoke('session-1', NOW + 30 * DAY)).toEqual(ok(undefined));
      expect(await opened.repository.isRevoked(session())).toEqual(ok(true));
      expect(await opened.repository.isRevoked(session({ sessionId: 'session-2' }))).toEqual(ok(false));
    });

    it('takes a second sign-out of the same session as done', async () => {
      await opened.repository.revoke('session-1', NOW + DAY);
      expect(await opened.repository.revoke('session-1', NOW + 2 * DAY)).toEqual(ok(undefined));
      expect(await opened.repository.isRevoked(session())).toEqual(ok(true));
    });

    it('ends every session of the customer signed in before a password change, not those after', async () => {
      await opened.repository.revokeAllOf(opened.customerId, NOW);
      expect(await opened.repository.isRevoked(session({ signedInAt: NOW - 1 }))).toEqual(ok(true));
      expect(await opened.repository.isRevoked(session({ signedInAt: NOW }))).toEqual(ok(false));
      expect(await opened.repository.isRevoked(session({ signedInAt: NOW + DAY }))).toEqual(ok(false));
      expect(
        await opened.repository.isRevoked(session({ customerId: 'someone-else' as CustomerId, signedInAt: 0 })),
      ).toEqual(ok(false));
    });
  });

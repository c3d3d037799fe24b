import fc from 'fast-check';
import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import { AUTH_SESSION_ID_LENGTH } from '../../../../core/shop/auth/auth-session.ts';
import {
  endAuthSession,
  readAuthSession,
  startAuthSession,
} from '../../../../core/shop/auth/auth-session.use-cases.ts';
import { anAccount, inMemoryCustomers, inMemorySessionRevocations } from '../../../support/accounts-fakes.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const NOW = Date.parse('2025-03-01T12:00:00Z');
const ANA = anAccount();

const setUp = () => {
  const { revocations } = inMemorySessionRevocations();
  const deps = {
    revocations,
    customers: inMemoryCustomers([ANA]).repository,
    clock: { now: () => NOW },
    ids: sequenceIds(),
  };
  return { revocations, start: startAuthSession(deps), read: readAuthSession(deps), end: endAuthSession(deps) };
};

describe('auth sessions', () => {
  it('starts a session with an id of its own and the time of the sign-in', () => {
    const { start } = setUp();
    const session = start(ANA.id);
    expect(session).toEqual({ sessionId: expect.any(String), customerId: ANA.id, signedInAt: NOW });
    expect(session.sessionId).toHaveLength(AUTH_SESSION_ID_LENGTH);
    expect(start(ANA.id).sessionId).not.toBe(session.sessionId);
  });

  it('reads the customer of a live session, and nobody for no session or a gone account', async () => {
    const { start, read } = setUp();
    expect(await read(start(ANA.id))).toEqual(ok(ANA));
    expect(await read(null)).toEqual(ok(null));
    expect(await read(start('gone' as CustomerId))).toEqual(ok(null));
  });

  it('reads a signed-out session as nobody, until and after its token would expire', async () => {
    const { start, read, end } = setUp();
    const session = start(ANA.id);
    const other = start(ANA.id);
    expect(await end({ sessionId: session.sessionId, expiresAt: NOW + 1000 })).toEqual(ok(undefined));
    expect(await read(session)).toEqual(ok(null));
    expect(await read(other)).toEqual(ok(ANA));
  });

  it('reads every session signed in before a password change as nobody, and only those', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -1e6, max: 1e6 }), async (offset) => {
        const { start, read, revocations } = setUp();
        const session = { ...start(ANA.id), signedInAt: NOW + offset };
        await revocations.revokeAllOf(ANA.id, NOW);
        expect(await read(session)).toEqual(ok(offset < 0 ? null : ANA));
      }),
    );
  });
});

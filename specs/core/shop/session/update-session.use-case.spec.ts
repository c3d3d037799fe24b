import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ConsentVersion } from '../../../../core/domain/consent/consent.ts';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import { updateSession } from '../../../../core/shop/session/update-session.use-case.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';
import { inMemoryStorefrontSessions } from '../../../support/in-memory-storefront-sessions.ts';
import { aSession, aSessionId } from '../../../support/session-mother.ts';

const CONSENT = {
  isConsentGiven: true,
  isAdsAccepted: false,
  isAnalyticsAccepted: true,
  consentVersion: 2 as ConsentVersion,
};
const SCREEN = { screenWidth: 1280, screenHeight: 800, screenDevicePixelRatio: 2 };

describe('updateSession', () => {
  it('stores a first group for a visitor never saved, on a first-visit session', async () => {
    const { repository, stored } = inMemoryStorefrontSessions();
    const updated = await updateSession(repository)({ sessionId: aSessionId(), update: CONSENT, signedIn: null });
    expect(updated._unsafeUnwrap()).toEqual(aSession(CONSENT));
    expect(stored.get(aSessionId())).toEqual(aSession(CONSENT));
  });

  it('merges only the groups sent, keeping what was stored', async () => {
    const { repository } = inMemoryStorefrontSessions([aSession(SCREEN)]);
    const updated = await updateSession(repository)({ sessionId: aSessionId(), update: CONSENT, signedIn: null });
    expect(updated._unsafeUnwrap()).toEqual(aSession({ ...SCREEN, ...CONSENT }));
  });

  it('answers an update with no group with the session as it is, storing nothing', async () => {
    const { repository, stored } = inMemoryStorefrontSessions();
    const updated = await updateSession(repository)({ sessionId: aSessionId(), update: {}, signedIn: null });
    expect(updated._unsafeUnwrap()).toEqual(aSession());
    expect(stored.size).toBe(0);
    const { repository: saved } = inMemoryStorefrontSessions([aSession(SCREEN)]);
    const unchanged = await updateSession(saved)({ sessionId: aSessionId(), update: {}, signedIn: null });
    expect(unchanged._unsafeUnwrap()).toEqual(aSession(SCREEN));
  });

  it('refuses what the core refuses, storing nothing', async () => {
    const { repository, stored } = inMemoryStorefrontSessions();
    const update = { screenWidth: 1280 };
    expect(await updateSession(repository)({ sessionId: aSessionId(), update, signedIn: null })).toEqual(
      expect.objectContaining({
        error: { type: 'IncompleteSessionGroup', group: 'screen', missing: ['screenHeight', 'screenDevicePixelRatio'] },
      }),
    );
    expect(stored.size).toBe(0);
  });

  it('stores the signed-in customer as the shop knows them, not as the body claims', async () => {
    const { repository } = inMemoryStorefrontSessions();
    const claimed = anAdministrator({ id: 'c-1' as CustomerId });
    const updated = await updateSession(repository)({
      sessionId: aSessionId(),
      update: { customer: claimed, updateDateCustomer: 1_700_000_000_000 },
      signedIn: aCustomer(),
    });
    expect(updated._unsafeUnwrap()).toMatchObject({ customer: aCustomer(), updateDateCustomer: 1_700_000_000_000 });
  });

  it.each([
    ['nobody is signed in', null],
    ['someone else is signed in', aCustomer({ id: 'c-2' as CustomerId })],
  ])('refuses a customer snapshot when %s', async (_, signedIn) => {
    const { repository, stored } = inMemoryStorefrontSessions();
    const updated = await updateSession(repository)({
      sessionId: aSessionId(),
      update: { customer: aCustomer(), updateDateCustomer: 1 },
      signedIn,
    });
    expect(updated._unsafeUnwrapErr()).toEqual({ type: 'CustomerNotSignedIn' });
    expect(stored.size).toBe(0);
  });

  it('always lets the customer be cleared (signing out)', async () => {
    const { repository } = inMemoryStorefrontSessions([aSession({ customer: aCustomer(), updateDateCustomer: 5 })]);
    const updated = await updateSession(repository)({
      sessionId: aSessionId(),
      update: { customer: null, updateDateCustomer: null },
      signedIn: null,
    });
    expect(updated._unsafeUnwrap()).toEqual(aSession());
  });

  it('passes store failures on, reading or writing', async () => {
    const failure = { type: 'RepositoryFailure' as const, cause: 'down' };
    const reading = { find: () => errAsync(failure), merge: () => errAsync(failure) };
    const writing = { find: () => okAsync(undefined), merge: () => errAsync(failure) };
    const input = { sessionId: aSessionId(), update: SCREEN, signedIn: null };
    expect((await updateSession(reading)(input))._unsafeUnwrapErr()).toEqual(failure);
    expect((await updateSession(writing)(input))._unsafeUnwrapErr()).toEqual(failure);
  });
});

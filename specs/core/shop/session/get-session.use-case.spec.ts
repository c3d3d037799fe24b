import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { newSession } from '../../../../core/domain/session/session.ts';
import { getSession } from '../../../../core/shop/session/get-session.use-case.ts';
import { inMemoryStorefrontSessions } from '../../../support/in-memory-storefront-sessions.ts';
import { aConsentedSession, aSessionId } from '../../../support/session-mother.ts';

describe('getSession', () => {
  it('gives a first-visit session to a visitor never saved, without storing it', async () => {
    const { repository, stored } = inMemoryStorefrontSessions();
    expect((await getSession(repository)(aSessionId()))._unsafeUnwrap()).toEqual(newSession(aSessionId()));
    expect(stored.size).toBe(0);
  });

  it('gives the stored session back', async () => {
    const { repository } = inMemoryStorefrontSessions([aConsentedSession(3)]);
    expect((await getSession(repository)(aSessionId()))._unsafeUnwrap()).toEqual(aConsentedSession(3));
  });

  it('passes a store failure on', async () => {
    const failure = { type: 'RepositoryFailure' as const, cause: 'down' };
    const repository = { find: () => errAsync(failure), merge: () => errAsync(failure) };
    expect((await getSession(repository)(aSessionId()))._unsafeUnwrapErr()).toEqual(failure);
  });
});

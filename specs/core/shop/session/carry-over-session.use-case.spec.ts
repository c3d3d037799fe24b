import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { newSession } from '../../../../core/domain/session/session.ts';
import type { SessionId } from '../../../../core/domain/session/session-id.ts';
import { carryOverSession } from '../../../../core/shop/session/carry-over-session.use-case.ts';
import { aCustomer } from '../../../support/customers.ts';
import { inMemoryStorefrontSessions } from '../../../support/in-memory-storefront-sessions.ts';
import { aConsentedSession, aSessionId } from '../../../support/session-mother.ts';

const NEW_ID = 'NewSessionAfterSignIn00000000001' as SessionId;

describe('carryOverSession', () => {
  it('gives the new id the answers and measures of the old, but not the customer snapshot', async () => {
    const old = { ...aConsentedSession(3), screenWidth: 390, customer: aCustomer(), updateDateCustomer: 1 };
    const { repository, stored } = inMemoryStorefrontSessions([old]);
    expect(await carryOverSession({ sessions: repository })(aSessionId(), NEW_ID)).toEqual(ok(undefined));
    expect(stored.get(NEW_ID)).toEqual({
      ...old,
      fotiApiClient: NEW_ID,
      customer: null,
      updateDateCustomer: null,
    });
  });

  it('stores nothing for an old id never saved', async () => {
    const { repository, stored } = inMemoryStorefrontSessions();
    expect(await carryOverSession({ sessions: repository })(aSessionId(), NEW_ID)).toEqual(ok(undefined));
    expect(stored.size).toBe(0);
    expect(newSession(NEW_ID).customer).toBeNull();
  });
});

import { errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ConsentModeSignals } from '../../../../core/domain/consent/consent-mode.ts';
import type { Integration } from '../../../../core/domain/consent/integrations.ts';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import { newSession, type Session } from '../../../../core/domain/session/session.ts';
import type { SessionId } from '../../../../core/domain/session/session-id.ts';
import type { SessionUpdate } from '../../../../core/domain/session/session-update.ts';
import { applyConsent, declareConsentDefault } from '../../../../core/storefront/session/apply-consent.use-case.ts';
import { chooseConsent } from '../../../../core/storefront/session/choose-consent.use-case.ts';
import { CURRENT_CONSENT_VERSION } from '../../../../core/storefront/session/consent-text.ts';
import type { SessionGateway, SessionSharing } from '../../../../core/storefront/session/session-gateway.port.ts';
import { startSession } from '../../../../core/storefront/session/start-session.use-case.ts';
import { recordAnalyticsIdentity } from '../../../../core/storefront/session/record-analytics-identity.use-case.ts';

const A_SESSION = newSession('SpecSession00000000000000000001' as SessionId);
const SCREEN = { width: 1440.4, height: 900, devicePixelRatio: 1.5 };

/** A session store in memory that records every update and can be told to fail them. */
const fakeGateway = (stored: Session, { failUpdates = false } = {}) => {
  const updates: SessionUpdate[] = [];
  let session = stored;
  const gateway: SessionGateway = {
    current: () => okAsync(session),
    update: (update) => {
      updates.push(update);
      if (failUpdates) return errAsync(apiRequestFailed('/api/session'));
      session = { ...session, ...update } as Session;
      return okAsync(session);
    },
  };
  return { gateway, updates };
};

const fakeSharing = () => {
  const shared: Session[] = [];
  const sharing: SessionSharing = { share: (session) => shared.push(session), subscribe: () => () => undefined };
  return { sharing, shared };
};

describe('startSession', () => {
  it('records the screen once, on a session that has none yet', async () => {
    const { gateway, updates } = fakeGateway(A_SESSION);
    const session = await startSession(gateway)(SCREEN);
    expect(updates).toEqual([{ screenWidth: 1440, screenHeight: 900, screenDevicePixelRatio: 1.5 }]);
    expect(session._unsafeUnwrap().screenWidth).toBe(1440);
  });

  it('leaves a session that already has its screen as it is', async () => {
    const measured = { ...A_SESSION, screenWidth: 390, screenHeight: 844, screenDevicePixelRatio: 3 };
    const { gateway, updates } = fakeGateway(measured);
    expect(await startSession(gateway)(SCREEN)).toEqual(ok(measured));
    expect(updates).toEqual([]);
  });

  it('keeps the session as read when the screen cannot be stored', async () => {
    const { gateway } = fakeGateway(A_SESSION, { failUpdates: true });
    expect((await startSession(gateway)(SCREEN))._unsafeUnwrap()).toEqual(A_SESSION);
  });

  it('fails when the session cannot be read', async () => {
    const gateway: SessionGateway = {
      current: () => errAsync(apiRequestFailed('/api/session')),
      update: () => okAsync(A_SESSION),
    };
    expect((await startSession(gateway)(SCREEN))._unsafeUnwrapErr()).toEqual(apiRequestFailed('/api/session'));
  });
});

describe('chooseConsent', () => {
  it('stores the answer with the current consent version and shares it with the other tabs', async () => {
    const { gateway, updates } = fakeGateway(A_SESSION);
    const { sharing, shared } = fakeSharing();
    const session = (await chooseConsent({ gateway, sharing })({ ads: false, analytics: true }))._unsafeUnwrap();
    expect(updates).toEqual([
      {
        isConsentGiven: true,
        isAdsAccepted: false,
        isAnalyticsAccepted: true,
        consentVersion: CURRENT_CONSENT_VERSION,
      },
    ]);
    expect(shared).toEqual([session]);
  });

  it('shares nothing when the answer could not be stored', async () => {
    const { gateway } = fakeGateway(A_SESSION, { failUpdates: true });
    const { sharing, shared } = fakeSharing();
    const outcome = await chooseConsent({ gateway, sharing })({ ads: true, analytics: true });
    expect(outcome._unsafeUnwrapErr()).toEqual(apiRequestFailed('/api/session'));
    expect(shared).toEqual([]);
  });
});

describe('the Consent Mode signals and integrations', () => {
  const fakes = () => {
    const pushed: [string, ConsentModeSignals][] = [];
    const loaded: Integration[] = [];
    return {
      pushed,
      loaded,
      deps: {
        signals: {
          push: (command: 'default' | 'update', signals: ConsentModeSignals) => pushed.push([command, signals]),
        },
        integrations: { load: (integration: Integration) => loaded.push(integration) },
      },
    };
  };
  const ALL_DENIED = {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  };

  it('declares everything denied by default', () => {
    const { deps, pushed } = fakes();
    declareConsentDefault(deps)();
    expect(pushed).toEqual([['default', ALL_DENIED]]);
  });

  it('announces analytics only and loads analytics alone', () => {
    const { deps, pushed, loaded } = fakes();
    applyConsent(deps)({ ads: false, analytics: true });
    expect(pushed).toEqual([['update', { ...ALL_DENIED, analytics_storage: 'granted' }]]);
    expect(loaded).toEqual(['analytics']);
  });

  it('loads push notifications with ads consent', () => {
    const { deps, loaded } = fakes();
    applyConsent(deps)({ ads: true, analytics: false });
    expect(loaded).toEqual(['pushNotifications']);
  });

  it('announces a rejection and loads nothing', () => {
    const { deps, pushed, loaded } = fakes();
    applyConsent(deps)({ ads: false, analytics: false });
    expect(pushed).toEqual([['update', ALL_DENIED]]);
    expect(loaded).toEqual([]);
  });
});

describe('recordAnalyticsIdentity', () => {
  const IDENTITY = { clientId: '123456.1700000000', sessionId: '1700000000', sessionNumber: 2 };
  const reading = (identity: typeof IDENTITY | null) => ({ read: () => okAsync(identity) });

  it("stores GA4's ids when they changed and shares the session", async () => {
    const { gateway, updates } = fakeGateway(A_SESSION);
    const { sharing, shared } = fakeSharing();
    const session = await recordAnalyticsIdentity({ gateway, sharing, analytics: reading(IDENTITY) })(A_SESSION);
    expect(updates).toEqual([{ ga4ClientId: IDENTITY.clientId, ga4SessionId: '1700000000', ga4SessionNumber: 2 }]);
    expect(shared).toEqual([session._unsafeUnwrap()]);
  });

  it('stores nothing without ids or with the stored ones, and an update when one id differs', async () => {
    const stored = { ...A_SESSION, ga4ClientId: IDENTITY.clientId, ga4SessionId: '1700000000', ga4SessionNumber: 2 };
    for (const [session, identity] of [
      [A_SESSION, null],
      [stored, IDENTITY],
      [
        { ...stored, ga4SessionId: '1' },
        { ...IDENTITY, clientId: stored.ga4ClientId, sessionNumber: 2 },
      ],
      [{ ...stored, ga4SessionNumber: 1 }, IDENTITY],
    ] as const) {
      const { gateway, updates } = fakeGateway(session);
      const outcome = await recordAnalyticsIdentity({
        gateway,
        sharing: fakeSharing().sharing,
        analytics: reading(identity),
      })(session);
      expect(outcome._unsafeUnwrap()).toBeDefined();
      expect(updates.length).toBe(identity === null || session === stored ? 0 : 1);
    }
  });

  it('keeps the session when the ids cannot be stored', async () => {
    const { gateway } = fakeGateway(A_SESSION, { failUpdates: true });
    const outcome = await recordAnalyticsIdentity({
      gateway,
      sharing: fakeSharing().sharing,
      analytics: reading(IDENTITY),
    })(A_SESSION);
    expect(outcome).toEqual(ok(A_SESSION));
  });
});

import { ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ConsentModeSignals } from '../../../../core/domain/consent/consent-mode.ts';
import type { Integration } from '../../../../core/domain/consent/integrations.ts';
import type { PageEvent } from '../../../../core/domain/marketing/page-event.ts';
import type { Session } from '../../../../core/domain/session/session.ts';
import type { SessionUpdate } from '../../../../core/domain/session/session-update.ts';
import { CURRENT_CONSENT_VERSION } from '../../../../core/storefront/session/consent-text.ts';
import { sessionUseCasesOf, type SessionPorts } from '../../../../core/storefront/session/session-use-cases.ts';
import { aPageEvent } from '../../../support/product-server-mother.ts';
import { aSession } from '../../../support/session-mother.ts';

const IDENTITY = { clientId: '123456.1700000000', sessionId: '1700000000', sessionNumber: 2 };
const EVENT: PageEvent = { ...aPageEvent(), ip: '' };

/** Every port of the session's use cases in memory, each recording what it was given. */
const sessionPorts = (stored: Session = aSession()) => {
  let session = stored;
  const updates: SessionUpdate[] = [];
  const shared: Session[] = [];
  const listeners = new Set<(session: Session) => void>();
  const pushed: ['default' | 'update', ConsentModeSignals][] = [];
  const loaded: Integration[] = [];
  const sent: PageEvent[] = [];
  const ports: SessionPorts = {
    gateway: {
      current: () => okAsync(session),
      update: (update) => {
        updates.push(update);
        session = { ...session, ...update } as Session;
        return okAsync(session);
      },
    },
    sharing: {
      share: (changed) => shared.push(changed),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    signals: { push: (command, signals) => pushed.push([command, signals]) },
    integrations: { load: (integration) => loaded.push(integration) },
    pageEvents: {
      send: (event) => {
        sent.push(event);
        return okAsync(undefined);
      },
    },
    analytics: { read: () => okAsync(IDENTITY) },
  };
  /** A session another tab changed. */
  const fromAnotherTab = (changed: Session) => listeners.forEach((listener) => listener(changed));
  return { ports, updates, shared, pushed, loaded, sent, fromAnotherTab };
};

describe('sessionUseCasesOf', () => {
  it('starts from the session the gateway holds and stores the screen there', async () => {
    const { ports, updates } = sessionPorts();
    const started = await sessionUseCasesOf(ports).start({ width: 390, height: 844, devicePixelRatio: 3 });
    expect(started).toEqual(ok(aSession({ screenWidth: 390, screenHeight: 844, screenDevicePixelRatio: 3 })));
    expect(updates).toEqual([{ screenWidth: 390, screenHeight: 844, screenDevicePixelRatio: 3 }]);
  });

  it('stores the consent answer through the gateway and shares it with the other tabs', async () => {
    const { ports, updates, shared } = sessionPorts();
    const chosen = (await sessionUseCasesOf(ports).chooseConsent({ ads: false, analytics: true }))._unsafeUnwrap();
    expect(chosen).toMatchObject({ isConsentGiven: true, isAdsAccepted: false, isAnalyticsAccepted: true });
    expect(updates).toEqual([
      {
        isConsentGiven: true,
        isAdsAccepted: false,
        isAnalyticsAccepted: true,
        consentVersion: CURRENT_CONSENT_VERSION,
      },
    ]);
    expect(shared).toEqual([chosen]);
  });

  it('follows the sessions the other tabs share until it unsubscribes', () => {
    const { ports, fromAnotherTab } = sessionPorts();
    const heard: Session[] = [];
    const unsubscribe = sessionUseCasesOf(ports).onSharedSession((session) => heard.push(session));
    const consented = aSession({ isConsentGiven: true });
    fromAnotherTab(consented);
    unsubscribe();
    fromAnotherTab(aSession());
    expect(heard).toEqual([consented]);
  });

  it('declares nothing granted, then the answer, through Consent Mode and the integrations it allows', () => {
    const { ports, pushed, loaded } = sessionPorts();
    const useCases = sessionUseCasesOf(ports);
    useCases.declareConsentDefault();
    useCases.applyConsent({ ads: false, analytics: true });
    expect(pushed.map(([command, signals]) => [command, signals.analytics_storage])).toEqual([
      ['default', 'denied'],
      ['update', 'granted'],
    ]);
    expect(loaded).toEqual(['analytics']);
  });

  it('sends a consented page view through the page events, and none without consent', async () => {
    const { ports, sent } = sessionPorts();
    const useCases = sessionUseCasesOf(ports);
    expect(await useCases.recordPageView(EVENT, { ads: false, analytics: true })).toEqual(ok(true));
    expect(await useCases.recordPageView(EVENT, { ads: true, analytics: false })).toEqual(ok(false));
    expect(sent).toEqual([EVENT]);
  });

  it("stores GA4's ids the analytics report in the session and shares it", async () => {
    const { ports, updates, shared } = sessionPorts();
    const recorded = await sessionUseCasesOf(ports).recordAnalyticsIdentity(aSession());
    const withIds = aSession({ ga4ClientId: IDENTITY.clientId, ga4SessionId: '1700000000', ga4SessionNumber: 2 });
    expect(recorded).toEqual(ok(withIds));
    expect(updates).toEqual([{ ga4ClientId: IDENTITY.clientId, ga4SessionId: '1700000000', ga4SessionNumber: 2 }]);
    expect(shared).toEqual([withIds]);
  });
});

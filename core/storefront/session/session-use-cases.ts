import type { ResultAsync } from 'neverthrow';
import type { GrantedCategories } from '../../domain/consent/consent.ts';
import type { PageEvent } from '../../domain/marketing/page-event.ts';
import type { Session } from '../../domain/session/session.ts';
import type { ScreenMetrics } from './start-session.use-case.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import type { PageEventSender } from '../marketing/page-event-sender.port.ts';
import { recordPageView } from '../marketing/record-page-view.use-case.ts';
import { applyConsent, declareConsentDefault } from './apply-consent.use-case.ts';
import { chooseConsent } from './choose-consent.use-case.ts';
import type { AnalyticsIdentity, ConsentModeSink, IntegrationLoader } from './consent-mode.port.ts';
import { recordAnalyticsIdentity } from './record-analytics-identity.use-case.ts';
import type { SessionGateway, SessionSharing } from './session-gateway.port.ts';
import { startSession } from './start-session.use-case.ts';

/** The visitor's session, consent and page statistics, as the UI drives them. */
export type SessionUseCases = {
  /** Reads the session on start and records the screen once per session. */
  readonly start: (screen: ScreenMetrics) => ResultAsync<Session, ShopUnavailable>;
  /** Stores the answer to the consent banner and shares it with the other tabs. */
  readonly chooseConsent: (choice: GrantedCategories) => ResultAsync<Session, ShopUnavailable>;
  /** Follows the session other tabs change; returns the unsubscribe. */
  readonly onSharedSession: (listener: (session: Session) => void) => () => void;
  /** Consent Mode's `default`: nothing granted until the answer is known. */
  readonly declareConsentDefault: () => void;
  /** Consent Mode's `update` and the integrations the answer allows. */
  readonly applyConsent: (granted: GrantedCategories) => void;
  /** Stores GA4's ids once analytics runs, when they changed; answers the session as it now is. */
  readonly recordAnalyticsIdentity: (session: Session) => ResultAsync<Session, never>;
  /** A page view, sent only with consent and from a person; answers whether it was sent. */
  readonly recordPageView: (event: PageEvent, granted: GrantedCategories) => ResultAsync<boolean, ShopUnavailable>;
};

/** What the session's use cases run over: the session store, the other tabs, Consent Mode and the analytics. */
export type SessionPorts = {
  readonly gateway: SessionGateway;
  readonly sharing: SessionSharing;
  readonly signals: ConsentModeSink;
  readonly integrations: IntegrationLoader;
  readonly pageEvents: PageEventSender;
  readonly analytics: AnalyticsIdentity;
};

export const sessionUseCasesOf = (ports: SessionPorts): SessionUseCases => ({
  start: startSession(ports.gateway),
  chooseConsent: chooseConsent(ports),
  onSharedSession: (listener) => ports.sharing.subscribe(listener),
  declareConsentDefault: declareConsentDefault(ports),
  applyConsent: applyConsent(ports),
  recordPageView: recordPageView(ports.pageEvents),
  recordAnalyticsIdentity: recordAnalyticsIdentity(ports),
});

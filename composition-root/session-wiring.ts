import { errAsync, okAsync } from 'neverthrow';
import { apiRequestFailed } from '../core/domain/errors/error-situations.ts';
import type { PageEventSender } from '../core/storefront/marketing/page-event-sender.port.ts';
import { recordPageView } from '../core/storefront/marketing/record-page-view.use-case.ts';
import { applyConsent, declareConsentDefault } from '../core/storefront/session/apply-consent.use-case.ts';
import { chooseConsent } from '../core/storefront/session/choose-consent.use-case.ts';
import type {
  AnalyticsIdentity,
  ConsentModeSink,
  IntegrationLoader,
} from '../core/storefront/session/consent-mode.port.ts';
import { recordAnalyticsIdentity } from '../core/storefront/session/record-analytics-identity.use-case.ts';
import type { SessionGateway, SessionSharing } from '../core/storefront/session/session-gateway.port.ts';
import { startSession } from '../core/storefront/session/start-session.use-case.ts';
import type { SessionUseCases } from '../ui/app/session-use-cases.ts';
import { token } from './tokens.ts';

export const SESSION_USE_CASES = token<SessionUseCases>('sessionUseCases');

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

/**
 * The server's: these run from effects, which never run while rendering on the server, and the session's
 * writes belong to the visitor's own browser (its screen, its consent click), so none is made here.
 */
export const renderOnlySessionUseCases = (readSession: SessionGateway['current']): SessionUseCases =>
  sessionUseCasesOf({
    gateway: { current: readSession, update: () => errAsync(apiRequestFailed('/api/session')) },
    sharing: { share: () => undefined, subscribe: () => () => undefined },
    signals: { push: () => undefined },
    integrations: { load: () => undefined },
    pageEvents: { send: () => okAsync(undefined) },
    analytics: { read: () => okAsync(null) },
  });

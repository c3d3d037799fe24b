import { okAsync, type ResultAsync } from 'neverthrow';
import type { Session } from '../../domain/session/session.ts';
import type { AnalyticsIdentity } from './consent-mode.port.ts';
import type { SessionGateway, SessionSharing } from './session-gateway.port.ts';

export type RecordAnalyticsIdentityDeps = {
  readonly gateway: SessionGateway;
  readonly sharing: SessionSharing;
  readonly analytics: AnalyticsIdentity;
};

/**
 * Once analytics runs, stores GA4's client id, session id and session number in the session when they
 * changed. Statistics only: any failure keeps the session as it was.
 */
export const recordAnalyticsIdentity =
  ({ gateway, sharing, analytics }: RecordAnalyticsIdentityDeps) =>
  (session: Session): ResultAsync<Session, never> =>
    analytics.read().andThen((identity) => {
      const unchanged =
        identity === null ||
        (identity.clientId === session.ga4ClientId &&
          identity.sessionId === session.ga4SessionId &&
          identity.sessionNumber === session.ga4SessionNumber);
      if (unchanged) return okAsync(session);
      return gateway
        .update({
          ga4ClientId: identity.clientId,
          ga4SessionId: identity.sessionId,
          ga4SessionNumber: identity.sessionNumber,
        })
        .map((updated) => {
          sharing.share(updated);
          return updated;
        })
        .orElse(() => okAsync(session));
    });

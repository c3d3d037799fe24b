import { ResultAsync } from 'neverthrow';
import type { AnalyticsIdentity, Ga4Identity } from '../../core/storefront/session/consent-mode.port.ts';
import { gtagOf, type DataLayerWindow } from './data-layer-consent-mode.ts';

/** gtag.js answers `get` only once loaded; a blocked tag never answers, so the read gives up. */
export const GA4_IDENTITY_TIMEOUT_MS = 5000;

const GA4_FIELDS = ['client_id', 'session_id', 'session_number'] as const;

const identityOf = ([clientId, sessionId, sessionNumber]: readonly unknown[]): Ga4Identity | null =>
  typeof clientId === 'string' && clientId !== '' && sessionId !== undefined && sessionNumber !== undefined
    ? { clientId, sessionId: String(sessionId), sessionNumber: Number(sessionNumber) }
    : null;

/** GA4's ids through `gtag('get', measurementId, field, callback)`. */
export const gtagAnalyticsIdentity = (win: DataLayerWindow, measurementId: string | null): AnalyticsIdentity => {
  const gtag = gtagOf(win);
  const read = (): Promise<Ga4Identity | null> => {
    if (measurementId === null) return Promise.resolve(null);
    const answers = Promise.all(
      GA4_FIELDS.map((field) => new Promise<unknown>((resolve) => gtag('get', measurementId, field, resolve))),
    ).then(identityOf);
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), GA4_IDENTITY_TIMEOUT_MS));
    return Promise.race([answers, timeout]);
  };
  return { read: () => ResultAsync.fromSafePromise(read()) };
};

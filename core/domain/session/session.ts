import type { ConsentChoice, ConsentVersion } from '../consent/consent.ts';
import type { Customer } from '../customers/customer.ts';
import type { SessionId } from './session-id.ts';

/** The product server's per-visitor session (GET /api/session). */
export type Session = {
  /** The Shop API client id of this visitor, sent as ext_session_id with every Shop API call. */
  readonly fotiApiClient: SessionId;
  readonly isConsentGiven: boolean;
  readonly isAdsAccepted: boolean;
  readonly isAnalyticsAccepted: boolean;
  readonly consentVersion: ConsentVersion | null;
  readonly screenWidth: number | null;
  readonly screenHeight: number | null;
  readonly screenDevicePixelRatio: number | null;
  readonly ga4ClientId: string | null;
  readonly ga4SessionId: string | null;
  readonly ga4SessionNumber: number | null;
  /** The signed-in customer as last fetched from the Shop API; fetched again once stale. */
  readonly customer: Customer | null;
  /** When `customer` was last fetched, epoch milliseconds. */
  readonly updateDateCustomer: number | null;
};

/** A first visit: nothing answered, nothing measured, nobody signed in. */
export const newSession = (fotiApiClient: SessionId): Session => ({
  fotiApiClient,
  isConsentGiven: false,
  isAdsAccepted: false,
  isAnalyticsAccepted: false,
  consentVersion: null,
  screenWidth: null,
  screenHeight: null,
  screenDevicePixelRatio: null,
  ga4ClientId: null,
  ga4SessionId: null,
  ga4SessionNumber: null,
  customer: null,
  updateDateCustomer: null,
});

/** The consent answer stored in the session, if the visitor gave one. */
export const sessionConsent = (session: Session): ConsentChoice | undefined =>
  session.consentVersion === null
    ? undefined
    : {
        isConsentGiven: session.isConsentGiven,
        isAdsAccepted: session.isAdsAccepted,
        isAnalyticsAccepted: session.isAnalyticsAccepted,
        consentVersion: session.consentVersion,
      };

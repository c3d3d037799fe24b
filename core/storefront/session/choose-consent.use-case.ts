import type { ResultAsync } from 'neverthrow';
import type { GrantedCategories } from '../../domain/consent/consent.ts';
import type { Session } from '../../domain/session/session.ts';
import { CURRENT_CONSENT_VERSION } from './consent-text.ts';
import type { SessionGateway, SessionSharing } from './session-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

export type ChooseConsentDeps = { readonly gateway: SessionGateway; readonly sharing: SessionSharing };

/** Stores the visitor's answer to the current consent text (rejecting everything is an answer too) in every tab. */
export const chooseConsent =
  ({ gateway, sharing }: ChooseConsentDeps) =>
  (choice: GrantedCategories): ResultAsync<Session, ShopUnavailable> =>
    gateway
      .update({
        isConsentGiven: true,
        isAdsAccepted: choice.ads,
        isAnalyticsAccepted: choice.analytics,
        consentVersion: CURRENT_CONSENT_VERSION,
      })
      .map((session) => {
        sharing.share(session);
        return session;
      });

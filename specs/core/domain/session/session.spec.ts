import { describe, expect, it } from 'vitest';
import { newSession, sessionConsent } from '../../../../core/domain/session/session.ts';
import { aConsentedSession, aSession, aSessionId } from '../../../support/session-mother.ts';

describe('session object (spec section 3)', () => {
  it('starts with every field of the spec, nothing answered', () => {
    expect(newSession(aSessionId())).toEqual({
      fotiApiClient: aSessionId(),
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
  });

  it('has no consent answer until a consent version is stored', () => {
    expect(sessionConsent(aSession())).toBeUndefined();
  });

  it('gives the stored consent answer', () => {
    expect(sessionConsent(aConsentedSession(2))).toEqual({
      isConsentGiven: true,
      isAdsAccepted: true,
      isAnalyticsAccepted: true,
      consentVersion: 2,
    });
  });
});

import type { ConsentChoice, ConsentVersion } from '../../core/domain/consent/consent.ts';

export const version = (value: number): ConsentVersion => value as ConsentVersion;

/** A visitor who answered consent text version 1 and accepted everything, unless told otherwise. */
export const aConsentChoice = (overrides: Partial<ConsentChoice> = {}): ConsentChoice => ({
  isConsentGiven: true,
  isAdsAccepted: true,
  isAnalyticsAccepted: true,
  consentVersion: version(1),
  ...overrides,
});

import { err, ok, type Result } from 'neverthrow';

/** The revision of the consent text the visitor answered; raising it asks everyone again. */
export type ConsentVersion = number & { readonly __brand: 'ConsentVersion' };

export type InvalidConsentVersion = { readonly type: 'InvalidConsentVersion'; readonly value: number };

export const consentVersion = (value: number): Result<ConsentVersion, InvalidConsentVersion> =>
  Number.isSafeInteger(value) && value > 0
    ? ok(value as ConsentVersion)
    : err({ type: 'InvalidConsentVersion', value });

/**
 * The visitor's answer to the consent banner. `isConsentGiven` records that an answer was given;
 * the two categories say what was accepted.
 */
export type ConsentChoice = {
  readonly isConsentGiven: boolean;
  readonly isAdsAccepted: boolean;
  readonly isAnalyticsAccepted: boolean;
  readonly consentVersion: ConsentVersion;
};

/** The categories that are in force right now. */
export type GrantedCategories = { readonly ads: boolean; readonly analytics: boolean };

export const NOTHING_GRANTED: GrantedCategories = { ads: false, analytics: false };

/** A missing answer, or one given to an older consent text, must be asked again. */
export const needsConsentPrompt = (stored: ConsentChoice | undefined, current: ConsentVersion): boolean =>
  stored === undefined || !stored.isConsentGiven || stored.consentVersion < current;

/** Until the visitor answers the current text, nothing is granted. */
export const grantedCategories = (stored: ConsentChoice | undefined, current: ConsentVersion): GrantedCategories =>
  stored === undefined || needsConsentPrompt(stored, current)
    ? NOTHING_GRANTED
    : { ads: stored.isAdsAccepted, analytics: stored.isAnalyticsAccepted };

import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  consentVersion,
  grantedCategories,
  needsConsentPrompt,
  NOTHING_GRANTED,
} from '../../../../core/domain/consent/consent.ts';
import { aConsentChoice, version } from '../../../support/consent-mother.ts';

describe('consent (spec section 4)', () => {
  describe('consent version', () => {
    it('is a positive integer', () => {
      expect(consentVersion(3)).toEqual(ok(3));
      expect(consentVersion(0)).toEqual(err({ type: 'InvalidConsentVersion', value: 0 }));
      expect(consentVersion(-1)).toEqual(err({ type: 'InvalidConsentVersion', value: -1 }));
      expect(consentVersion(1.5)).toEqual(err({ type: 'InvalidConsentVersion', value: 1.5 }));
      expect(consentVersion(Number.NaN)).toEqual(err({ type: 'InvalidConsentVersion', value: Number.NaN }));
    });

    it('accepts exactly the positive safe integers', () => {
      fc.assert(
        fc.property(fc.oneof(fc.integer(), fc.double()), (value) => {
          expect(consentVersion(value).isOk()).toBe(Number.isSafeInteger(value) && value > 0);
        }),
      );
    });
  });

  describe('asking again', () => {
    it('asks a visitor who never answered', () => {
      expect(needsConsentPrompt(undefined, version(1))).toBe(true);
    });

    it('asks again when the stored answer is for an older consent text', () => {
      expect(needsConsentPrompt(aConsentChoice({ consentVersion: version(1) }), version(2))).toBe(true);
    });

    it('does not ask again for the current text, or a newer one', () => {
      expect(needsConsentPrompt(aConsentChoice({ consentVersion: version(2) }), version(2))).toBe(false);
      expect(needsConsentPrompt(aConsentChoice({ consentVersion: version(3) }), version(2))).toBe(false);
    });

    it('asks when the banner was left unanswered', () => {
      expect(needsConsentPrompt(aConsentChoice({ isConsentGiven: false }), version(1))).toBe(true);
    });
  });

  describe('granted categories: separately for ads and analytics', () => {
    it('grants what the visitor accepted for the current text', () => {
      const choice = aConsentChoice({ isAdsAccepted: false, isAnalyticsAccepted: true });
      expect(grantedCategories(choice, version(1))).toEqual({ ads: false, analytics: true });
      expect(grantedCategories(aConsentChoice({ isAnalyticsAccepted: false }), version(1))).toEqual({
        ads: true,
        analytics: false,
      });
    });

    it('grants nothing until the current text is answered', () => {
      expect(grantedCategories(undefined, version(1))).toEqual(NOTHING_GRANTED);
      expect(grantedCategories(aConsentChoice(), version(2))).toEqual(NOTHING_GRANTED);
    });

    it('never grants a category the visitor did not accept', () => {
      const choices = fc.record({
        isConsentGiven: fc.boolean(),
        isAdsAccepted: fc.boolean(),
        isAnalyticsAccepted: fc.boolean(),
        consentVersion: fc.integer({ min: 1, max: 5 }).map(version),
      });
      fc.assert(
        fc.property(choices, fc.integer({ min: 1, max: 5 }).map(version), (choice, current) => {
          const granted = grantedCategories(choice, current);
          expect(granted.ads && !choice.isAdsAccepted).toBe(false);
          expect(granted.analytics && !choice.isAnalyticsAccepted).toBe(false);
          if (needsConsentPrompt(choice, current)) expect(granted).toEqual(NOTHING_GRANTED);
        }),
      );
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consentModeSignals } from '../../../../core/domain/consent/consent-mode.ts';

describe('consent mode signals (spec section 4)', () => {
  it('grants all four when both categories are accepted', () => {
    expect(consentModeSignals({ ads: true, analytics: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
  });

  it('denies all four when nothing is accepted', () => {
    expect(consentModeSignals({ ads: false, analytics: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
  });

  it('analytics consent alone grants analytics storage only', () => {
    expect(consentModeSignals({ ads: false, analytics: true })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
  });

  it('ad signals follow ads consent, analytics storage follows analytics consent', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (ads, analytics) => {
        const signals = consentModeSignals({ ads, analytics });
        const expected = (granted: boolean) => (granted ? 'granted' : 'denied');
        expect([signals.ad_storage, signals.ad_user_data, signals.ad_personalization]).toEqual(
          Array(3).fill(expected(ads)),
        );
        expect(signals.analytics_storage).toBe(expected(analytics));
      }),
    );
  });
});

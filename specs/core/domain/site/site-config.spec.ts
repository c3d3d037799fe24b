import { describe, expect, it } from 'vitest';
import { siteConfigFor } from '../../../../core/domain/site/site-config.ts';
import { STORE_SLUGS, storeFor } from '../../../../core/domain/site/stores.ts';

describe('siteConfigFor (spec 1: site config fields)', () => {
  it('derives currency, lang, brand, country and decimals from the store, with integrations off', () => {
    expect(siteConfigFor('WPX-PL')).toEqual({
      storeSlug: 'WPX-PL',
      currency: 'PLN',
      lang: 'pl',
      brandName: 'Estampa',
      defaultCountryA2: 'PL',
      pricesWithDecimals: false,
      isLoginRequiredToAccess: false,
      analyticsId: null,
      pushNotificationsId: null,
    });
  });

  it('takes the deployment settings as overrides', () => {
    const config = siteConfigFor('TZ-ES', {
      isLoginRequiredToAccess: true,
      analyticsId: 'G-TZ123',
      pushNotificationsId: 'push-tz',
    });
    expect(config).toMatchObject({
      brandName: 'Tintazul',
      isLoginRequiredToAccess: true,
      analyticsId: 'G-TZ123',
      pushNotificationsId: 'push-tz',
    });
  });

  it('agrees with its store for every slug', () => {
    for (const slug of STORE_SLUGS) {
      const store = storeFor(slug);
      expect(siteConfigFor(slug)).toMatchObject({
        currency: store.currency,
        lang: store.locale,
        defaultCountryA2: store.country,
      });
    }
  });
});

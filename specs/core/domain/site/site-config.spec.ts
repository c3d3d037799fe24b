import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../../../../core/domain/site/country.ts';
import { siteConfigChanges, siteConfigFor } from '../../../../core/domain/site/site-config.ts';
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

  it('takes what the administrator set over what follows from the store', () => {
    const config = siteConfigFor('TZ-ES', {
      brandName: 'Tintazul Sur',
      defaultCountryA2: 'PT' as CountryCode,
      pricesWithDecimals: false,
      isLoginRequiredToAccess: true,
      analyticsId: 'G-TZ123',
      pushNotificationsId: 'push-tz',
    });
    expect(config).toEqual({
      storeSlug: 'TZ-ES',
      currency: 'EUR',
      lang: 'es',
      brandName: 'Tintazul Sur',
      defaultCountryA2: 'PT',
      pricesWithDecimals: false,
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
        brandName: store.brand,
        defaultCountryA2: store.country,
        pricesWithDecimals: store.pricesWithDecimals,
      });
    }
  });
});

describe('siteConfigChanges', () => {
  it('lists each changed field with its old and new value as written, a switched-off id as blank', () => {
    const before = siteConfigFor('WPX-ES', { analyticsId: 'G-ABC1234' });
    const after = siteConfigFor('WPX-ES', { brandName: 'Estampa Sur', isLoginRequiredToAccess: true });
    expect(siteConfigChanges(before, after)).toEqual([
      { field: 'brandName', from: 'Estampa', to: 'Estampa Sur' },
      { field: 'isLoginRequiredToAccess', from: 'false', to: 'true' },
      { field: 'analyticsId', from: 'G-ABC1234', to: '' },
    ]);
  });

  it('finds nothing between a config and itself, and a change for every field that differs', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STORE_SLUGS), fc.string(), fc.boolean(), (slug, brandName, login) => {
        const before = siteConfigFor(slug);
        expect(siteConfigChanges(before, before)).toEqual([]);
        const after = siteConfigFor(slug, { brandName, isLoginRequiredToAccess: login });
        const fields = siteConfigChanges(before, after).map((change) => change.field);
        expect(fields.includes('brandName')).toBe(brandName !== before.brandName);
        expect(fields.includes('isLoginRequiredToAccess')).toBe(login);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import * as site from '../../../../core/domain/site/index.ts';

describe('site public API', () => {
  it('exports the brands, stores, config, country sites and breakpoints', () => {
    expect(site.BRANDS).toEqual(['Estampa', 'Tintazul']);
    expect(site.STORES.every((store) => site.BRANDS.includes(store.brand))).toBe(true);
    expect(Object.keys(site)).toEqual(
      expect.arrayContaining([
        'BRANDS',
        'BREAKPOINTS',
        'COUNTRY_SITES',
        'FALLBACK_BREAKPOINT',
        'LOCALES',
        'STORES',
        'STORE_SLUGS',
        'alternateLinksFor',
        'breakpointForWidth',
        'announcedSites',
        'isCountryCode',
        'isLocale',
        'isStoreSlug',
        'parseStoreSlug',
        'siteConfigFor',
        'storeFor',
        'unknownStore',
      ]),
    );
  });
});

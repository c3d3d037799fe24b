import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alternateLinksFor,
  announcedSites,
  COUNTRY_SITES,
  siteUrlsOf,
  type StoreOrigin,
} from '../../../../core/domain/site/country-sites.ts';
import { isCountryCode } from '../../../../core/domain/site/country.ts';
import { isLocale } from '../../../../core/domain/site/locale.ts';
import { STORES } from '../../../../core/domain/site/stores.ts';

const ESTAMPA_ORIGINS: readonly StoreOrigin[] = STORES.filter((store) => store.brand === 'Estampa').map((store) => ({
  store: store.slug,
  origin: `https://${store.country.toLowerCase()}.shop.example`,
}));

describe('country sites of the store switcher (spec 1)', () => {
  it('has 18 sites, one per country, each hreflang language-COUNTRY of its locale', () => {
    expect(COUNTRY_SITES).toHaveLength(18);
    expect(new Set(COUNTRY_SITES.map((site) => site.country)).size).toBe(18);
    for (const site of COUNTRY_SITES) {
      expect(isCountryCode(site.country) && isLocale(site.locale)).toBe(true);
      expect(site.hreflang).toBe(`${site.locale}-${site.country}`);
    }
  });

  it('covers every Estampa store country', () => {
    const countries = COUNTRY_SITES.map((site) => site.hreflang);
    expect(countries).toEqual(expect.arrayContaining(['pl-PL', 'es-ES', 'it-IT', 'da-DK', 'fr-FR', 'pt-PT', 'cs-CZ']));
  });
});

describe('the sites a page announces as its alternates', () => {
  it('announces only the configured stores, this one at its own origin in the list’s place', () => {
    const sites = announcedSites({ store: 'WPX-PL', origin: 'http://127.0.0.1:3000' }, ESTAMPA_ORIGINS);
    expect(sites).toHaveLength(7);
    expect(sites.map((site) => site.hreflang)).toEqual(['pl-PL', 'es-ES', 'it-IT', 'da-DK', 'fr-FR', 'pt-PT', 'cs-CZ']);
    expect(sites[0]).toEqual({ country: 'PL', hreflang: 'pl-PL', locale: 'pl', baseUrl: 'http://127.0.0.1:3000' });
    expect(sites[1]).toEqual({ country: 'ES', hreflang: 'es-ES', locale: 'es', baseUrl: 'https://es.shop.example' });
  });

  it('announces this store first when the list leaves it out, and alone without a list', () => {
    const own = { store: 'TZ-ES', origin: 'https://tintazul.example' } as const;
    expect(announcedSites(own, [])).toEqual([
      { country: 'ES', hreflang: 'es-ES', locale: 'es', baseUrl: 'https://tintazul.example' },
    ]);
    const sites = announcedSites({ store: 'WPX-IT', origin: 'https://it.example' }, ESTAMPA_ORIGINS.slice(0, 2));
    expect(sites.map((site) => site.baseUrl)).toEqual([
      'https://it.example',
      'https://pl.shop.example',
      'https://es.shop.example',
    ]);
  });

  it('is reciprocal: every store given the same list names the same alternates and x-default for a page', () => {
    const linksOf = (origin: StoreOrigin) =>
      alternateLinksFor('/offers?page=2', announcedSites(origin, ESTAMPA_ORIGINS));
    const everyStore = ESTAMPA_ORIGINS.map(linksOf);
    for (const links of everyStore) expect(links).toEqual(everyStore[0]);
    for (const origin of ESTAMPA_ORIGINS) {
      expect(everyStore[0]).toContainEqual({ hreflang: expect.any(String), href: `${origin.origin}/offers?page=2` });
    }
  });
});

describe('the origin each store’s links are built on', () => {
  const siteUrls = siteUrlsOf({ store: 'WPX-ES', origin: 'https://es.shop.example' }, [
    { store: 'WPX-ES', origin: 'https://old-es.shop.example' },
    { store: 'WPX-PL', origin: 'https://pl.shop.example' },
  ]);

  it('is each store’s own: this one at PUBLIC_URL, a sibling at its configured origin', () => {
    expect(siteUrls('WPX-ES')).toBe('https://es.shop.example');
    expect(siteUrls('WPX-PL')).toBe('https://pl.shop.example');
  });

  it('falls back to this store’s origin for a store the list does not name', () => {
    expect(siteUrls('WPX-IT')).toBe('https://es.shop.example');
    expect(siteUrlsOf({ store: 'WPX-ES', origin: 'https://es.shop.example' }, [])('WPX-PL')).toBe(
      'https://es.shop.example',
    );
  });
});

describe('alternate links', () => {
  const sites = announcedSites({ store: 'WPX-ES', origin: 'https://es.shop.example' }, ESTAMPA_ORIGINS);

  it('links a page on every site plus x-default, the first site', () => {
    const links = alternateLinksFor('/offers', sites);
    expect(links).toHaveLength(8);
    expect(links[0]).toEqual({ hreflang: 'pl-PL', href: 'https://pl.shop.example/offers' });
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://pl.shop.example/offers' });
  });

  it('keeps the query that names the page, drops the fragment and adds a missing leading slash', () => {
    const one = sites.slice(1, 2);
    expect(alternateLinksFor('offers?page=3#top', one)).toEqual([
      { hreflang: 'es-ES', href: 'https://es.shop.example/offers?page=3' },
      { hreflang: 'x-default', href: 'https://es.shop.example/offers?page=3' },
    ]);
    expect(alternateLinksFor('', one)[0]?.href).toBe('https://es.shop.example/');
  });

  it('gives no links without sites', () => {
    expect(alternateLinksFor('/', [])).toEqual([]);
  });

  it('always links absolute URLs on the site origins, without a fragment', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const links = alternateLinksFor(path, sites);
        expect(links).toHaveLength(sites.length + 1);
        sites.forEach((site, index) => {
          expect(links[index]?.href.startsWith(`${site.baseUrl}/`)).toBe(true);
        });
        expect(links.every((link) => !link.href.includes('#'))).toBe(true);
      }),
    );
  });
});

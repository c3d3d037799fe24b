import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alternateLinksFor, COUNTRY_SITES, countrySitesFor } from '../../../../core/domain/site/country-sites.ts';
import { isCountryCode } from '../../../../core/domain/site/country.ts';
import { isLocale } from '../../../../core/domain/site/locale.ts';

describe('country sites for alternate-language links (spec 1)', () => {
  it('has 18 sites, one per country, each hreflang language-COUNTRY of its locale', () => {
    expect(COUNTRY_SITES).toHaveLength(18);
    expect(new Set(COUNTRY_SITES.map((site) => site.country)).size).toBe(18);
    for (const site of COUNTRY_SITES) {
      expect(isCountryCode(site.country) && isLocale(site.locale)).toBe(true);
      expect(site.hreflang).toBe(`${site.locale}-${site.country}`);
      expect(site.baseUrl).toBe(`https://${site.country.toLowerCase()}.estampa.example`);
    }
  });

  it('covers every Estampa store country', () => {
    const countries = COUNTRY_SITES.map((site) => site.hreflang);
    expect(countries).toEqual(expect.arrayContaining(['pl-PL', 'es-ES', 'it-IT', 'da-DK', 'fr-FR', 'pt-PT', 'cs-CZ']));
  });

  it('gives each brand its own sites', () => {
    expect(countrySitesFor('Estampa')).toBe(COUNTRY_SITES);
    expect(countrySitesFor('Tintazul')).toEqual([
      { country: 'ES', hreflang: 'es-ES', locale: 'es', baseUrl: 'https://es.tintazul.example' },
    ]);
  });

  it('links a page on every site plus x-default', () => {
    const links = alternateLinksFor('/offers');
    expect(links).toHaveLength(19);
    expect(links[0]).toEqual({ hreflang: 'es-ES', href: 'https://es.estampa.example/offers' });
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://es.estampa.example/offers' });
  });

  it('drops query and fragment and adds a missing leading slash', () => {
    expect(alternateLinksFor('cart?utm_source=x#top', countrySitesFor('Tintazul'))).toEqual([
      { hreflang: 'es-ES', href: 'https://es.tintazul.example/cart' },
      { hreflang: 'x-default', href: 'https://es.tintazul.example/cart' },
    ]);
    expect(alternateLinksFor('', countrySitesFor('Tintazul'))[0]?.href).toBe('https://es.tintazul.example/');
  });

  it('gives no links without sites', () => {
    expect(alternateLinksFor('/', [])).toEqual([]);
  });

  it('always links absolute URLs on the site origins, without query or fragment', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const links = alternateLinksFor(path);
        expect(links).toHaveLength(COUNTRY_SITES.length + 1);
        COUNTRY_SITES.forEach((site, index) => {
          expect(links[index]?.href.startsWith(`${site.baseUrl}/`)).toBe(true);
        });
        expect(links.every((link) => !/[?#]/.test(link.href))).toBe(true);
      }),
    );
  });
});

import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { isCountryCode } from '../../../../core/domain/site/country.ts';
import { isLocale } from '../../../../core/domain/site/locale.ts';
import { isStoreSlug, parseStoreSlug, STORE_SLUGS, STORES, storeFor } from '../../../../core/domain/site/stores.ts';

describe('stores (spec 1)', () => {
  it('has the eight store slugs', () => {
    expect(STORE_SLUGS).toEqual(['WPX-PL', 'WPX-ES', 'WPX-IT', 'WPX-DK', 'WPX-FR', 'WPX-PT', 'WPX-CZ', 'TZ-ES']);
    expect(STORES.map((store) => store.slug)).toEqual(STORE_SLUGS);
  });

  it.each([
    ['WPX-PL', 'Estampa', 'pl', 'PL', 'PLN', false, 'pl-PL', 'Europe/Warsaw'],
    ['WPX-ES', 'Estampa', 'es', 'ES', 'EUR', true, 'es-ES', 'Europe/Madrid'],
    ['WPX-IT', 'Estampa', 'it', 'IT', 'EUR', true, 'it-IT', 'Europe/Rome'],
    ['WPX-DK', 'Estampa', 'da', 'DK', 'DKK', false, 'da-DK', 'Europe/Copenhagen'],
    ['WPX-FR', 'Estampa', 'fr', 'FR', 'EUR', true, 'fr-FR', 'Europe/Paris'],
    ['WPX-PT', 'Estampa', 'pt', 'PT', 'EUR', true, 'pt-PT', 'Europe/Lisbon'],
    ['WPX-CZ', 'Estampa', 'cs', 'CZ', 'CZK', false, 'cs-CZ', 'Europe/Prague'],
    ['TZ-ES', 'Tintazul', 'es', 'ES', 'EUR', true, 'es-ES', 'Europe/Madrid'],
  ] as const)(
    '%s is brand %s, language %s, country %s, currency %s, decimals %s',
    (slug, brand, locale, country, currency, decimals, tag, timeZone) => {
      expect(storeFor(slug)).toEqual({
        slug,
        brand,
        locale,
        country,
        currency,
        pricesWithDecimals: decimals,
        languageTag: tag,
        timeZone,
      });
    },
  );

  it('lives in a time zone the runtime knows', () => {
    expect(
      STORES.every(
        (store) =>
          new Intl.DateTimeFormat('en', { timeZone: store.timeZone }).resolvedOptions().timeZone === store.timeZone,
      ),
    ).toBe(true);
  });

  it('uses known locales and country codes', () => {
    expect(STORES.every((store) => isLocale(store.locale) && isCountryCode(store.country))).toBe(true);
  });

  it('parses a slug, forgiving blanks and letter case', () => {
    expect(parseStoreSlug('WPX-ES')).toEqual(ok('WPX-ES'));
    expect(parseStoreSlug(' tz-es ')).toEqual(ok('TZ-ES'));
  });

  it.each(['', 'WPX', 'WPX-DE', 'TZ-PL', 'WPX_ES'])('refuses the unknown store %j', (input) => {
    expect(parseStoreSlug(input)).toEqual(err({ type: 'UnknownStore' }));
  });

  it('parses exactly the known slugs', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...STORE_SLUGS), fc.string()), (input) => {
        expect(parseStoreSlug(input).isOk()).toBe(isStoreSlug(input.trim().toUpperCase()));
      }),
    );
  });
});

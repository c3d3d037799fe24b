import { err, ok, type Result } from 'neverthrow';
import type { CurrencyCode } from '../pricing/currency.ts';
import type { Brand } from './brand.ts';
import type { CountryCode } from './country.ts';
import type { Locale } from './locale.ts';

export const STORE_SLUGS = ['WPX-PL', 'WPX-ES', 'WPX-IT', 'WPX-DK', 'WPX-FR', 'WPX-PT', 'WPX-CZ', 'TZ-ES'] as const;

export type StoreSlug = (typeof STORE_SLUGS)[number];

export type Store = {
  readonly slug: StoreSlug;
  readonly brand: Brand;
  readonly locale: Locale;
  readonly country: CountryCode;
  readonly currency: CurrencyCode;
  /** BCP 47 tag for Intl formatting, e.g. 'pl-PL'. */
  readonly languageTag: string;
  /** False for the zloty, krone and koruna stores, which show whole units rounded up. */
  readonly pricesWithDecimals: boolean;
  /** The IANA time zone the store's customers and staff live in: the desks show its times there. */
  readonly timeZone: string;
};

const store = (
  slug: StoreSlug,
  brand: Brand,
  locale: Locale,
  country: string,
  currency: CurrencyCode,
  pricesWithDecimals: boolean,
  timeZone: string,
): Store => ({
  slug,
  brand,
  locale,
  country: country as CountryCode,
  currency,
  languageTag: `${locale}-${country}`,
  pricesWithDecimals,
  timeZone,
});

const STORE_BY_SLUG: { readonly [S in StoreSlug]: Store } = {
  'WPX-PL': store('WPX-PL', 'Estampa', 'pl', 'PL', 'PLN', false, 'Europe/Warsaw'),
  'WPX-ES': store('WPX-ES', 'Estampa', 'es', 'ES', 'EUR', true, 'Europe/Madrid'),
  'WPX-IT': store('WPX-IT', 'Estampa', 'it', 'IT', 'EUR', true, 'Europe/Rome'),
  'WPX-DK': store('WPX-DK', 'Estampa', 'da', 'DK', 'DKK', false, 'Europe/Copenhagen'),
  'WPX-FR': store('WPX-FR', 'Estampa', 'fr', 'FR', 'EUR', true, 'Europe/Paris'),
  'WPX-PT': store('WPX-PT', 'Estampa', 'pt', 'PT', 'EUR', true, 'Europe/Lisbon'),
  'WPX-CZ': store('WPX-CZ', 'Estampa', 'cs', 'CZ', 'CZK', false, 'Europe/Prague'),
  'TZ-ES': store('TZ-ES', 'Tintazul', 'es', 'ES', 'EUR', true, 'Europe/Madrid'),
};

/** The eight stores in the order of STORE_SLUGS. */
export const STORES: readonly Store[] = STORE_SLUGS.map((slug) => STORE_BY_SLUG[slug]);

export const isStoreSlug = (value: string): value is StoreSlug => (STORE_SLUGS as readonly string[]).includes(value);

export const storeFor = (slug: StoreSlug): Store => STORE_BY_SLUG[slug];

export type UnknownStore = { readonly type: 'UnknownStore' };

export const unknownStore = (): UnknownStore => ({ type: 'UnknownStore' });

/** Accepts surrounding blanks and any letter case, so configuration values need not be exact. */
export const parseStoreSlug = (input: string): Result<StoreSlug, UnknownStore> => {
  const candidate = input.trim().toUpperCase();
  return isStoreSlug(candidate) ? ok(candidate) : err(unknownStore());
};

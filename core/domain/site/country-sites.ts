import type { CountryCode } from './country.ts';
import type { Locale } from './locale.ts';
import { storeFor, type StoreSlug } from './stores.ts';

/** One country site, linked from every page as an alternate-language version (hreflang). */
export type CountrySite = {
  readonly country: CountryCode;
  /** The hreflang value, language-COUNTRY, e.g. 'es-ES'. */
  readonly hreflang: string;
  readonly locale: Locale;
  /** Origin without a trailing slash; a page's path is appended to it. */
  readonly baseUrl: string;
};

const site = (locale: Locale, country: string, domain: string): CountrySite => ({
  country: country as CountryCode,
  hreflang: `${locale}-${country}`,
  locale,
  baseUrl: `https://${country.toLowerCase()}.${domain}`,
});

const estampa = (locale: Locale, country: string) => site(locale, country, 'estampa.example');

/** Countries without a storefront language of their own get the English site. */
export const COUNTRY_SITES: readonly CountrySite[] = [
  estampa('es', 'ES'),
  estampa('pt', 'PT'),
  estampa('fr', 'FR'),
  estampa('it', 'IT'),
  estampa('pl', 'PL'),
  estampa('da', 'DK'),
  estampa('cs', 'CZ'),
  estampa('cs', 'SK'),
  estampa('fr', 'BE'),
  estampa('fr', 'LU'),
  estampa('fr', 'CH'),
  estampa('en', 'GB'),
  estampa('en', 'IE'),
  estampa('en', 'DE'),
  estampa('en', 'AT'),
  estampa('en', 'NL'),
  estampa('en', 'SE'),
  estampa('en', 'FI'),
];

/** A store's deployment: where its storefront is served (an origin without a trailing slash). */
export type StoreOrigin = { readonly store: StoreSlug; readonly origin: string };

const storeSite = ({ store, origin }: StoreOrigin): CountrySite => {
  const { country, locale, languageTag } = storeFor(store);
  return { country, hreflang: languageTag, locale, baseUrl: origin };
};

/**
 * The sites a page announces as its alternates: only stores that are deployed, so each can link back. This store is
 * served at its own origin (PUBLIC_URL) wherever the list names it, first when it does not; the rest keep the list's
 * order, so every store given the same list names the same first site (x-default).
 */
export const announcedSites = (own: StoreOrigin, configured: readonly StoreOrigin[]): CountrySite[] => {
  const others = configured.filter((each) => each.store !== own.store);
  const listed = configured.some((each) => each.store === own.store);
  const ordered = listed ? configured.map((each) => (each.store === own.store ? own : each)) : [own, ...others];
  return ordered.map(storeSite);
};

export type AlternateLink = { readonly hreflang: string; readonly href: string };

/**
 * One link per site plus 'x-default' (the first site). `path` is the page path without a locale prefix, with the
 * query that names the page (a list's `?page=2`) and nothing else, so each alternate is the same page elsewhere.
 */
export const alternateLinksFor = (path: string, sites: readonly CountrySite[]): AlternateLink[] => {
  const bare = path.replace(/#.*$/s, '');
  const absolute = bare.startsWith('/') ? bare : `/${bare}`;
  const links = sites.map((each) => ({ hreflang: each.hreflang, href: `${each.baseUrl}${absolute}` }));
  const first = links[0];
  return first === undefined ? [] : [...links, { hreflang: 'x-default', href: first.href }];
};

/** The origin a store's links (in mail above all) are built on. */
export type SiteUrls = (store: StoreSlug) => string;

/**
 * Each store's links on its own deployment: this store's at its own origin (PUBLIC_URL), a sibling's at its
 * configured one, so a Polish order's mail sent by any instance of the fleet links to the Polish store; a store
 * the list does not name has no other known origin than this one.
 */
export const siteUrlsOf =
  (own: StoreOrigin, configured: readonly StoreOrigin[]): SiteUrls =>
  (store) =>
    store === own.store ? own.origin : (configured.find((each) => each.store === store)?.origin ?? own.origin);

import type { Brand } from './brand.ts';
import type { CountryCode } from './country.ts';
import type { Locale } from './locale.ts';

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

const TINTAZUL_SITES: readonly CountrySite[] = [site('es', 'ES', 'tintazul.example')];

export const countrySitesFor = (brand: Brand): readonly CountrySite[] =>
  brand === 'Estampa' ? COUNTRY_SITES : TINTAZUL_SITES;

export type AlternateLink = { readonly hreflang: string; readonly href: string };

/**
 * One link per site plus 'x-default' (the first site). `path` is the page path without a
 * locale prefix; its query and fragment are dropped so alternates carry no tracking parameters.
 */
export const alternateLinksFor = (path: string, sites: readonly CountrySite[] = COUNTRY_SITES): AlternateLink[] => {
  const bare = path.replace(/[?#].*$/s, '');
  const absolute = bare.startsWith('/') ? bare : `/${bare}`;
  const links = sites.map((each) => ({ hreflang: each.hreflang, href: `${each.baseUrl}${absolute}` }));
  const first = links[0];
  return first === undefined ? [] : [...links, { hreflang: 'x-default', href: first.href }];
};

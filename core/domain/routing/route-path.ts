import type { Locale } from '../site/locale.ts';
import { queryString, type Query } from './query.ts';
import type { Route } from './route-table.ts';

/** '/fr' + '/offers' is '/fr/offers'; the home page of a locale is '/fr'. */
export const withLocalePrefix = (locale: Locale | null, path: string): string =>
  locale === null ? path : `/${locale}${path === '/' ? '' : path}`;

/** A route's path with its parameters percent-encoded, an optional locale prefix and query; not validated. */
export const pathTo = (
  route: Route,
  params: Readonly<Record<string, string>>,
  locale: Locale | null,
  query: Query = {},
): string => {
  const body = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return withLocalePrefix(locale, body) + queryString(query);
};

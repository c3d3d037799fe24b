import { ok, type Result } from 'neverthrow';
import type { Locale } from '../site/locale.ts';
import type { GuardError, GuardStep, RedirectReason } from './guard.ts';
import { queryString, type Query } from './query.ts';
import type { RouteMatch } from './route-match.ts';
import { pathTo, withLocalePrefix } from './route-path.ts';
import { routeNamed, type ParamsOf, type RouteName } from './route-table.ts';

/** Routes without path parameters: the only ones a guard redirects to. */
export type StaticRouteName = { [N in RouteName]: keyof ParamsOf<N> extends never ? N : never }[RouteName];

const prefixOf = (match: RouteMatch): Locale | null => (match.localeSource === 'path' ? match.locale : null);

/** The path the visitor asked for, with its locale prefix. */
export const requestedPathname = (match: RouteMatch): string => withLocalePrefix(prefixOf(match), match.path);

/** The path the visitor asked for, with its locale prefix and query. */
export const requestedPath = (match: RouteMatch): string => requestedPathname(match) + queryString(match.query);

/** A path to another page that keeps the visitor's locale prefix when that page allows it. */
export const localisedPath = (match: RouteMatch, name: StaticRouteName, query: Query = {}): string => {
  const target = routeNamed(name);
  const prefix = prefixOf(match);
  return pathTo(target, {}, prefix !== null && target.locales.includes(prefix) ? prefix : null, query);
};

export const redirectTo = (
  match: RouteMatch,
  name: StaticRouteName,
  options: { readonly query?: Query; readonly reason?: RedirectReason } = {},
): Result<GuardStep, GuardError> =>
  ok({
    kind: 'redirect',
    to: localisedPath(match, name, options.query),
    status: 302,
    ...(options.reason === undefined ? {} : { reason: options.reason }),
  });

/** To sign-in, coming back to the requested page afterwards: '/login?redirect=%2Faccounts%2Forders'. */
export const loginRedirect = (match: RouteMatch): Result<GuardStep, GuardError> =>
  redirectTo(match, 'login', { query: { redirect: requestedPath(match) } });

export const redirectToPath = (to: string): Result<GuardStep, GuardError> => ok({ kind: 'redirect', to, status: 302 });

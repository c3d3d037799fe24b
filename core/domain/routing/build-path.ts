import { err, ok, type Result } from 'neverthrow';
import { pageNotFound, pageValidationFailed } from '../errors/error-situations.ts';
import type { Locale } from '../site/locale.ts';
import { queryString, type Query } from './query.ts';
import { match, type RouteError } from './route-match.ts';
import { pathTo } from './route-path.ts';
import { routeNamed, type ParamsOf, type RouteName } from './route-table.ts';

export type BuildPathOptions = {
  /** Adds the locale prefix ('/fr/offers'); without it the path has none. */
  readonly locale?: Locale;
  readonly query?: Query;
};

/** Browsers resolve '.' and '..' segments (even encoded) before the router sees them. */
const isDotSegment = (value: string): boolean => value === '.' || value === '..';

/**
 * The inverse of `match`: the path of a route with these parameters, accepted only if matching it
 * gives back the same route (so invalid parameters, a refused locale or a shadowed path are errors).
 */
export const buildPath = <N extends RouteName>(
  name: N,
  params: ParamsOf<N>,
  options: BuildPathOptions = {},
): Result<string, RouteError> => {
  const route = routeNamed(name);
  const values: Readonly<Record<string, string>> = params;
  if (Object.values(values).some(isDotSegment)) return err(pageValidationFailed(route.path));
  let path: string;
  try {
    path = pathTo(route, values, options.locale ?? null);
  } catch {
    // encodeURIComponent refuses lone UTF-16 surrogates
    return err(pageValidationFailed(route.path));
  }
  const query = options.query ?? {};
  return match(path, query, { defaultLocale: options.locale ?? route.locales[0] }).andThen((found) =>
    found.route.name === name ? ok(path + queryString(query)) : err(pageNotFound(path)),
  );
};

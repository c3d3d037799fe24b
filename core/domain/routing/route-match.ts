import { err, ok, type Result } from 'neverthrow';
import { localeNotAllowed, pageNotFound, pageValidationFailed } from '../errors/error-situations.ts';
import { isLocale, type Locale } from '../site/locale.ts';
import { decodeSegment, joinSegments, splitPath } from './path-segments.ts';
import type { Query } from './query.ts';
import { ROUTES, type Route } from './route-table.ts';

export type LocaleSource = 'path' | 'cookie' | 'default';

export type RouteMatch = {
  readonly route: Route;
  /** Decoded path parameters. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: Query;
  readonly locale: Locale;
  readonly localeSource: LocaleSource;
  /** The requested path without locale prefix or trailing slash, undecoded ('/offers'). */
  readonly path: string;
};

export type RouteError =
  ReturnType<typeof pageValidationFailed> | ReturnType<typeof pageNotFound> | ReturnType<typeof localeNotAllowed>;

export type MatchOptions = {
  readonly defaultLocale: Locale;
  /** The raw locale cookie, if any; an unknown value is ignored. */
  readonly localeCookie?: string | undefined;
};

const PATTERNS: ReadonlyMap<Route, readonly string[]> = new Map(
  ROUTES.map((route) => [route, route.path.split('/').filter((part) => part !== '')]),
);
const patternOf = (route: Route): readonly string[] => PATTERNS.get(route)!;

/** Static segments compare case-insensitively; a parameter takes one non-empty segment. */
const fits = (pattern: readonly string[], segments: readonly string[]): boolean =>
  pattern.length === segments.length &&
  pattern.every((part, i) => {
    const segment = segments[i]!;
    return part.startsWith(':') ? segment !== '' : part === segment.toLowerCase();
  });

/** Called only once `fits` has checked that pattern and segments have the same length. */
const decodeParams = (pattern: readonly string[], segments: readonly string[]): Record<string, string> | null => {
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    if (!part.startsWith(':')) continue;
    const value = decodeSegment(segments[i]!);
    if (value === null) return null;
    params[part.slice(1)] = value;
  }
  return params;
};

/** Without a prefix: the cookie's locale, else the default, else the route's first locale. */
const unprefixedLocale = (route: Route, options: MatchOptions): { locale: Locale; source: LocaleSource } => {
  const allowed = (locale: Locale) => route.locales.includes(locale);
  const cookie = options.localeCookie;
  if (cookie !== undefined && isLocale(cookie) && allowed(cookie)) return { locale: cookie, source: 'cookie' };
  const locale = allowed(options.defaultLocale) ? options.defaultLocale : route.locales[0];
  return { locale, source: 'default' };
};

/** The route a path opens, in table order, with its locale and validated parameters (spec 2). */
export const match = (path: string, query: Query, options: MatchOptions): Result<RouteMatch, RouteError> => {
  const split = splitPath(path);
  if (split === null) return err(pageNotFound(path));
  const route = ROUTES.find((candidate) => fits(patternOf(candidate), split.segments));
  if (route === undefined) return err(pageNotFound(path));
  if (split.prefix !== null && !route.locales.includes(split.prefix)) return err(localeNotAllowed());
  const params = decodeParams(patternOf(route), split.segments);
  if (params === null || (route.validate !== null && !route.validate({ params, query })))
    return err(pageValidationFailed(path));
  const { locale, source } =
    split.prefix === null ? unprefixedLocale(route, options) : { locale: split.prefix, source: 'path' as const };
  return ok({ route, params, query, locale, localeSource: source, path: joinSegments(split.segments) });
};

/** The route a path opens whatever its locale or guards, for work that only needs to know which page it is. */
export const routeOf = (path: string, query: Query): Route | undefined =>
  match(path, query, { defaultLocale: 'en' }).match(
    ({ route }) => route,
    () => undefined,
  );

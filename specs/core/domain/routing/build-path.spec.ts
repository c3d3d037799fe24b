import fc from 'fast-check';
import { err, ok, type Result } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { buildPath, type BuildPathOptions } from '../../../../core/domain/routing/build-path.ts';
import { match, type RouteError } from '../../../../core/domain/routing/route-match.ts';
import { ROUTES, type Route, type RouteName } from '../../../../core/domain/routing/route-table.ts';
import { LOCALES } from '../../../../core/domain/site/locale.ts';

// The loop over all routes loses the per-route parameter types.
const build = buildPath as (
  name: RouteName,
  params: Readonly<Record<string, string>>,
  options?: BuildPathOptions,
) => Result<string, RouteError>;

const paramNames = (route: Route) => [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);

const digits = fc.stringMatching(/^[0-9]{1,9}$/);
const text = fc
  .string({ minLength: 1, maxLength: 12, unit: 'grapheme' })
  .filter((value) => value !== '.' && value !== '..');

/** Values that pass the route's validation, as spec 2 states it. */
const validParam = (route: Route, name: string) => {
  if (route.name === 'create') return fc.nat({ max: 19999 }).map(String);
  if (route.name === 'help-center-topic')
    return fc.oneof(
      digits,
      fc.tuple(text, digits).map(([a, b]) => `${a}_${b}`),
    );
  if (name === 'article_id' || route.name === 'help-center-category') return digits;
  if (route.name === 'landing') return text.filter((slug) => slug.trim() !== '');
  return text;
};

const aRouteWithParams = fc.constantFrom(...ROUTES).chain((route) =>
  fc.record({
    route: fc.constant(route),
    params: fc.record(Object.fromEntries(paramNames(route).map((name) => [name, validParam(route, name)]))),
    locale: fc.option(fc.constantFrom(...route.locales), { nil: undefined }),
  }),
);

const searchQuery = (route: Route) => (route.name === 'search' ? { query: 'mug' } : {});

describe('buildPath, the inverse of match', () => {
  it('builds the paths of spec 2', () => {
    expect(buildPath('home', {})).toEqual(ok('/'));
    expect(buildPath('offers', {}, { locale: 'fr' })).toEqual(ok('/fr/offers'));
    expect(buildPath('home', {}, { locale: 'fr' })).toEqual(ok('/fr'));
    expect(buildPath('design', { slug: 'red-mug', design_id: '7f3' })).toEqual(ok('/design/red-mug/7f3'));
    expect(buildPath('search', {}, { query: { query: 'red mug' } })).toEqual(ok('/search?query=red%20mug'));
  });

  it('round-trips: matching the built path gives back the route, the params and the locale', () => {
    fc.assert(
      fc.property(aRouteWithParams, ({ route, params, locale }) => {
        const query = searchQuery(route);
        const built = build(route.name, params, { ...(locale === undefined ? {} : { locale }), query });
        built.map((path) => {
          const found = match(path.replace(/\?.*$/, ''), query, { defaultLocale: 'es' })._unsafeUnwrap();
          expect(found.route.name).toBe(route.name);
          expect(found.params).toEqual(params);
          if (locale !== undefined) expect(found.locale).toBe(locale);
        });
        // only a landing slug can collide with another path ('offers', 'fr')
        if (route.name !== 'landing') expect(built.isOk()).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses parameters that fail validation', () => {
    expect(buildPath('create', { article_id: '20000' })).toEqual(
      err({
        type: 'PageValidationFailed',
        path: '/create/20000',
        message: 'Page Not Found: /create/20000',
      }),
    );
    expect(buildPath('search', {})).toEqual(
      err({ type: 'PageValidationFailed', path: '/search', message: 'Page Not Found: /search' }),
    );
  });

  it('refuses a locale the route does not allow', () => {
    expect(buildPath('accounts-config', {}, { locale: 'fr' })).toEqual(
      err({ type: 'LocaleNotAllowed', message: 'Page Not Found' }),
    );
  });

  it('refuses a landing slug that another route or a locale prefix would take', () => {
    expect(buildPath('landing', { slug: 'Offers' })).toEqual(
      err({ type: 'PageNotFound', path: '/Offers', message: 'Page not found' }),
    );
    for (const locale of LOCALES)
      expect(buildPath('landing', { slug: locale })).toEqual(
        err({ type: 'PageNotFound', path: `/${locale}`, message: 'Page not found' }),
      );
  });

  it('refuses what no browser would deliver intact: dot segments and lone surrogates', () => {
    const failed = (path: string) => err({ type: 'PageValidationFailed', path, message: `Page Not Found: ${path}` });
    expect(buildPath('tag', { slug: '..' })).toEqual(failed('/t/:slug'));
    expect(buildPath('tag', { slug: '\uD800' })).toEqual(failed('/t/:slug'));
  });

  it('refuses a missing parameter from an untyped caller', () => {
    expect(build('design', { slug: 'mug' })).toEqual(
      err({ type: 'PageNotFound', path: '/design/mug/', message: 'Page not found' }),
    );
  });
});

import fc from 'fast-check';
import { err } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { match, type MatchOptions } from '../../../../core/domain/routing/route-match.ts';
import { ROUTES } from '../../../../core/domain/routing/route-table.ts';
import { LOCALES } from '../../../../core/domain/site/locale.ts';

const es: MatchOptions = { defaultLocale: 'es' };
const routeOf = (path: string, query = {}, options = es) => match(path, query, options).map((m) => m.route.name);
const validationFailed = (path: string) =>
  err({ type: 'PageValidationFailed', path, message: `Page Not Found: ${path}` });
const notFound = (path: string) => err({ type: 'PageNotFound', path, message: 'Page not found' });

describe('matching a path to a route (spec 2)', () => {
  it('gives the route, decoded params, query, locale and the path without prefix', () => {
    expect(match('/fr/design/red-mug/a%20b', { ref: 'x' }, es)._unsafeUnwrap()).toEqual({
      route: ROUTES.find((route) => route.name === 'design'),
      params: { slug: 'red-mug', design_id: 'a b' },
      query: { ref: 'x' },
      locale: 'fr',
      localeSource: 'path',
      path: '/design/red-mug/a%20b',
    });
  });

  it('opens the home page at / and at a bare locale prefix', () => {
    expect(routeOf('/')._unsafeUnwrap()).toBe('home');
    expect(match('/it', {}, es)._unsafeUnwrap()).toMatchObject({ locale: 'it', path: '/' });
  });

  it('lets static paths win over /{slug}: /offers is the offers page, not a landing', () => {
    for (const route of ROUTES.filter((r) => /^\/[a-z-]+$/.test(r.path)))
      expect(routeOf(route.path, { query: 'mug' })._unsafeUnwrap()).toBe(route.name);
  });

  it('ignores a trailing slash and the case of static segments, keeping the case of params', () => {
    expect(routeOf('/offers/')._unsafeUnwrap()).toBe('offers');
    expect(routeOf('/Help-Center/TOPIC/12')._unsafeUnwrap()).toBe('help-center-topic');
    expect(match('/T/Summer', {}, es)._unsafeUnwrap().params).toEqual({ slug: 'Summer' });
  });

  it('opens a landing for any other single segment whose slug is non-empty after trimming', () => {
    expect(match('/summer-sale', {}, es)._unsafeUnwrap()).toMatchObject({ params: { slug: 'summer-sale' } });
    fc.assert(
      fc.property(
        fc
          .stringMatching(/^[a-z0-9-]{1,20}$/)
          .filter(
            (slug) => !ROUTES.some((r) => r.path === `/${slug}`) && !(LOCALES as readonly string[]).includes(slug),
          ),
        (slug) => {
          expect(match(`/${slug}`, {}, es)._unsafeUnwrap()).toMatchObject({
            route: { name: 'landing' },
            params: { slug },
          });
        },
      ),
    );
  });

  it('fails validation of a blank landing slug', () => {
    expect(match('/%20%09', {}, es)).toEqual(validationFailed('/%20%09'));
  });

  it('fails validation, without throwing, on bad percent-encoding', () => {
    expect(match('/%E0%A4%A', {}, es)).toEqual(validationFailed('/%E0%A4%A'));
    expect(match('/t/%', {}, es)).toEqual(validationFailed('/t/%'));
  });

  it('opens /search only with a query parameter that is non-empty after trimming', () => {
    expect(routeOf('/search', { query: 'mug' })._unsafeUnwrap()).toBe('search');
    expect(routeOf('/search', { query: ['mug'] })._unsafeUnwrap()).toBe('search');
    expect(match('/search', { query: '  ' }, es)).toEqual(validationFailed('/search'));
    expect(match('/search', {}, es)).toEqual(validationFailed('/search'));
  });

  it('opens a help-center topic whose id is all digits or ends with underscore plus digits', () => {
    expect(routeOf('/help-center/topic/90')._unsafeUnwrap()).toBe('help-center-topic');
    expect(routeOf('/help-center/topic/shipping_12')._unsafeUnwrap()).toBe('help-center-topic');
    expect(match('/help-center/topic/shipping', {}, es)).toEqual(validationFailed('/help-center/topic/shipping'));
  });

  it('opens a help-center category whose id is all digits', () => {
    expect(routeOf('/help-center/category/3')._unsafeUnwrap()).toBe('help-center-category');
    expect(match('/help-center/category/3_1', {}, es)).toEqual(validationFailed('/help-center/category/3_1'));
  });

  it('opens a design with a non-empty design_id', () => {
    expect(routeOf('/design/mug/abc')._unsafeUnwrap()).toBe('design');
    expect(match('/design/mug/', {}, es)).toEqual(notFound('/design/mug/'));
  });

  it('opens designs of an article whose id is all digits', () => {
    expect(routeOf('/designs/mugs/12')._unsafeUnwrap()).toBe('designs');
    expect(match('/designs/mugs/x12', {}, es)).toEqual(validationFailed('/designs/mugs/x12'));
  });

  it('opens the constructor for an article id of digits below 20000', () => {
    expect(routeOf('/create/19999')._unsafeUnwrap()).toBe('create');
    expect(match('/create/20000', {}, es)).toEqual(validationFailed('/create/20000'));
    expect(match('/create/abc', {}, es)).toEqual(validationFailed('/create/abc'));
  });

  it('opens tracking by public id and its user-required actions', () => {
    expect(match('/tracking/P1/user_required_actions/A2', {}, es)._unsafeUnwrap()).toMatchObject({
      route: { name: 'tracking-user-required-action' },
      params: { public_id: 'P1', user_required_action_public_id: 'A2' },
    });
  });

  it("gives 404 'Page not found' with the path when nothing matches", () => {
    expect(match('/nope/deeper', {}, es)).toEqual(notFound('/nope/deeper'));
    expect(match('/design//abc', {}, es)).toEqual(notFound('/design//abc'));
    expect(match('offers', {}, es)).toEqual(notFound('offers'));
  });

  it("gives 404 'Page Not Found' for a locale prefix the route does not allow", () => {
    expect(match('/fr/accounts/config', {}, es)).toEqual(err({ type: 'LocaleNotAllowed', message: 'Page Not Found' }));
    expect(match('/EN/accounts/config', {}, es)._unsafeUnwrap()).toMatchObject({ locale: 'en', localeSource: 'path' });
  });
});

describe('the locale of a path without prefix', () => {
  it('comes from the cookie when it holds a locale the route allows', () => {
    expect(match('/offers', {}, { defaultLocale: 'es', localeCookie: 'pt' })._unsafeUnwrap()).toMatchObject({
      locale: 'pt',
      localeSource: 'cookie',
    });
  });

  it('falls back to the default for a missing, unknown or refused cookie', () => {
    expect(match('/offers', {}, es)._unsafeUnwrap()).toMatchObject({ locale: 'es', localeSource: 'default' });
    expect(match('/offers', {}, { defaultLocale: 'es', localeCookie: 'xx' })._unsafeUnwrap().locale).toBe('es');
    expect(match('/accounts/config', {}, { defaultLocale: 'en', localeCookie: 'fr' })._unsafeUnwrap()).toMatchObject({
      locale: 'en',
      localeSource: 'default',
    });
  });

  it("falls back to the route's first locale when the default is refused too", () => {
    expect(match('/accounts/config', {}, { defaultLocale: 'pl' })._unsafeUnwrap().locale).toBe('es');
  });

  it('is always one the route allows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUTES.filter((r) => !r.path.includes(':') && r.name !== 'search')),
        fc.constantFrom(...LOCALES),
        fc.option(fc.oneof(fc.constantFrom(...LOCALES), fc.string()), { nil: undefined }),
        (route, defaultLocale, localeCookie) => {
          const found = match(route.path, {}, { defaultLocale, localeCookie })._unsafeUnwrap();
          expect(route.locales).toContain(found.locale);
        },
      ),
    );
  });
});

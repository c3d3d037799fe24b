import type { VisitorNeeds } from '../../../../core/domain/routing/visitor-needs.ts';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  apiRequestFailed,
  pageNotFound,
  unknownRouteMiddleware,
} from '../../../../core/domain/errors/error-situations.ts';
import type { GuardContext } from '../../../../core/domain/routing/guard.ts';
import { guardErrorOutcome, openPage } from '../../../../core/storefront/navigation/open-page.use-case.ts';
import { type PageLoaders } from '../../../../core/storefront/navigation/page-loaders.ts';
import { aCustomer } from '../../../support/customers.ts';
import { pageDataNotFound } from '../../../../core/storefront/navigation/page-errors.ts';

const anonymous: GuardContext = {
  customer: null,
  cart: { lineCount: 0 },
  checkout: { hasCustomerData: false },
  config: { isLoginRequiredToAccess: false, guestCheckoutEnabled: true },
};
const home = { blocks: [], startFrom: [], prices: { locale: 'es-ES', withDecimals: true } };
const loaders: PageLoaders = {
  cart: () => errAsync(apiRequestFailed('/cart')),
  checkout: () => errAsync(apiRequestFailed('/checkout')),
  'order-completed': () => errAsync(pageDataNotFound()),
  create: () => errAsync(pageDataNotFound()),
  'accounts-designs': () => okAsync({ sort: 'POPULARITY', kept: [] }),
  'accounts-config': () => errAsync(apiRequestFailed('/back-office/config')),
  'accounts-designs-admin': () => errAsync(apiRequestFailed('/back-office/designs')),
  'accounts-design-admin': () => errAsync(pageDataNotFound()),
  'accounts-commissions': () => okAsync({ view: 'affiliate', period: '2026-11', file: {} as never }),
  tracking: () => okAsync({ countries: [] }),
  'tracking-detail': () => errAsync(apiRequestFailed('/tracking')),
  'tracking-user-required-action': () => errAsync(pageDataNotFound()),
  home: () => okAsync(home),
  login: () => okAsync({ redirect: null }),
  'password-reset': () => okAsync({ token: null }),
  'sign-up': () => okAsync({}),
  newsletter: () => okAsync({ token: null }),
  unsubscribe: () => okAsync({ token: null }),
  reviews: () => errAsync(apiRequestFailed('/reviews')),
  design: () => errAsync(pageDataNotFound()),
  'help-center': () => okAsync({ categories: [] }),
  'help-center-category': () => errAsync(pageDataNotFound()),
  'help-center-topic': () => errAsync(pageDataNotFound()),
  'about-us': () => okAsync({}),
  terms: () => okAsync({}),
  contact: () => okAsync({}),
  designs: () => errAsync(pageDataNotFound()),
  tag: () => errAsync(pageDataNotFound()),
  search: () => errAsync(apiRequestFailed('/search')),
  offers: () => errAsync(apiRequestFailed('/offers')),
  'tags-list': () => okAsync({ tags: [] }),
  landing: () => errAsync(pageDataNotFound()),
  'accounts-tickets': () => errAsync(apiRequestFailed('/tickets')),
  'accounts-invoices': () => errAsync(apiRequestFailed('/back-office/invoices')),
  'accounts-profile': () => errAsync(apiRequestFailed('/accounts/profile')),
  'accounts-home': () => okAsync({ firstName: 'Ana', latestOrders: [], openTickets: [], prices: home.prices }),
  'accounts-orders': () => okAsync({ filter: 'without', orders: [], prices: home.prices }),
  'accounts-order': () => errAsync(pageDataNotFound()),
};
const open = (context: GuardContext = anonymous, pageLoaders: PageLoaders = loaders) =>
  openPage({ visitor: { guardContext: () => okAsync(context) }, loaders: pageLoaders, defaultLocale: 'es' });

describe('openPage', () => {
  it("lists in an accounts page's navigation the sections this customer may open, and only those", async () => {
    const signedIn = (customer: ReturnType<typeof aCustomer>) => ({ ...anonymous, customer });
    const sections = async (customer: ReturnType<typeof aCustomer>) => {
      const outcome = (await open(signedIn(customer))({ path: '/accounts/home', query: {} }))._unsafeUnwrap();
      return outcome.kind === 'page' ? outcome.accountSections : undefined;
    };
    expect(await sections(aCustomer())).toEqual([
      'accounts-home',
      'accounts-orders',
      'accounts-designs',
      'accounts-tickets',
      'accounts-profile',
    ]);
    expect(await sections(aCustomer({ restrictions: ['order-history', 'tickets'] }))).toEqual([
      'accounts-home',
      'accounts-designs',
      'accounts-profile',
    ]);
    expect(await sections(aCustomer({ accountType: 'foticos', invoicingEnabled: true }))).toEqual([
      'accounts-home',
      'accounts-orders',
      'accounts-designs',
      'accounts-tickets',
      'accounts-profile',
      'accounts-invoices',
      'accounts-commissions',
      'accounts-config',
      'accounts-designs-admin',
    ]);
    const home = (await open()({ path: '/', query: {} }))._unsafeUnwrap();
    expect(home.kind === 'page' && 'accountSections' in home).toBe(false);
  });

  it('answers a route this storefront has no page for as not found', async () => {
    const { 'about-us': _unbuilt, ...built } = loaders;
    const outcome = await open(anonymous, built as PageLoaders)({ path: '/about-us', query: {} });
    expect(outcome._unsafeUnwrap()).toEqual({ kind: 'error', status: 404, message: pageNotFound('/about-us').message });
  });

  it("asks for the visitor's cart and checkout only when the route's guards read them", async () => {
    const asked: VisitorNeeds[] = [];
    const visitor = {
      guardContext: (needs: VisitorNeeds) => {
        asked.push(needs);
        return okAsync(anonymous);
      },
    };
    const opening = openPage({ visitor, loaders, defaultLocale: 'es' });
    await opening({ path: '/', query: {} });
    await opening({ path: '/checkout', query: {} });
    await opening({ path: '/login', query: {} });
    expect(asked).toEqual([
      { cart: false, checkout: false },
      { cart: true, checkout: true },
      { cart: true, checkout: false },
    ]);
  });

  it('renders a page with its layout, locale and data', async () => {
    expect((await open()({ path: '/', query: {} }))._unsafeUnwrap()).toEqual({
      kind: 'page',
      routeName: 'home',
      data: home,
      params: {},
      locale: 'es',
      layout: 'master',
      keepAlive: true,
      forceSsr: false,
    });
  });

  it('takes the locale from the path prefix, then from the cookie', async () => {
    expect((await open()({ path: '/fr', query: {} }))._unsafeUnwrap()).toMatchObject({ locale: 'fr' });
    expect((await open()({ path: '/', query: {}, localeCookie: 'pl' }))._unsafeUnwrap()).toMatchObject({
      locale: 'pl',
    });
  });

  it('sends a prefix naming the store’s own language to the page without it, 308, query kept', async () => {
    expect((await open()({ path: '/es', query: {} }))._unsafeUnwrap()).toEqual({
      kind: 'redirect',
      to: '/',
      status: 308,
    });
    expect((await open()({ path: '/es/help-center', query: { utm: 'x' } }))._unsafeUnwrap()).toEqual({
      kind: 'redirect',
      to: '/help-center?utm=x',
      status: 308,
    });
  });

  it('sends a design asked for under another slug to its own, 308, keeping a foreign language prefix', async () => {
    const design = { design: { slug: 'taza-gato', name: 'Taza gato' } } as never;
    const withDesign = { ...loaders, design: () => okAsync(design) };
    expect(
      (await open(anonymous, withDesign)({ path: '/design/wrong-slug/d0006', query: {} }))._unsafeUnwrap(),
    ).toEqual({ kind: 'redirect', to: '/design/taza-gato/d0006', status: 308 });
    expect((await open(anonymous, withDesign)({ path: '/fr/design/x/d0006', query: {} }))._unsafeUnwrap()).toEqual({
      kind: 'redirect',
      to: '/fr/design/taza-gato/d0006',
      status: 308,
    });
    expect(
      (await open(anonymous, withDesign)({ path: '/design/taza-gato/d0006', query: {} }))._unsafeUnwrap(),
    ).toMatchObject({ kind: 'page', routeName: 'design' });
  });

  it("answers an unmatched path with 404 'Page not found'", async () => {
    expect((await open()({ path: '/a/b/c/d', query: {} }))._unsafeUnwrap()).toEqual({
      kind: 'error',
      status: 404,
      message: 'Page not found',
    });
  });

  it("answers a failed validation with 404 'Page Not Found: {path}'", async () => {
    expect((await open()({ path: '/search', query: { query: '  ' } }))._unsafeUnwrap()).toEqual({
      kind: 'error',
      status: 404,
      message: 'Page Not Found: /search',
    });
  });

  it('follows a guard redirect: an empty cart cannot check out', async () => {
    expect((await open()({ path: '/checkout', query: {} }))._unsafeUnwrap()).toEqual({
      kind: 'redirect',
      to: '/cart',
      status: 302,
    });
  });

  it('hides an administrator page from a customer with 404', async () => {
    const outcome = await open({ ...anonymous, customer: aCustomer() })({ path: '/accounts/config', query: {} });
    expect(outcome._unsafeUnwrap()).toEqual({ kind: 'error', status: 404, message: 'Page not found' });
  });

  it("answers 404 'Page not found' for a route this storefront has no page for yet", async () => {
    expect((await open()({ path: '/create/123', query: {} }))._unsafeUnwrap()).toEqual({
      kind: 'error',
      status: 404,
      message: 'Page not found',
    });
  });

  it("answers 404 'Page not found' when the page's data does not exist, such as an unknown design", async () => {
    expect((await open()({ path: '/design/mug/unknown-id', query: {} }))._unsafeUnwrap()).toEqual({
      kind: 'error',
      status: 404,
      message: 'Page not found',
    });
  });

  it('fails when the page data cannot be loaded', async () => {
    const outcome = await open(anonymous, { ...loaders, home: () => errAsync(apiRequestFailed('/home-blocks')) })({
      path: '/',
      query: {},
    });
    expect(outcome._unsafeUnwrapErr()).toEqual(apiRequestFailed('/home-blocks'));
  });

  it('fails when the visitor cannot be read', async () => {
    const outcome = await openPage({
      visitor: { guardContext: () => errAsync(apiRequestFailed('/session')) },
      loaders,
      defaultLocale: 'es',
    })({ path: '/', query: {} });
    expect(outcome._unsafeUnwrapErr()).toEqual(apiRequestFailed('/session'));
  });
});

describe('guardErrorOutcome', () => {
  it('answers a hidden page with 404 and an unknown guard with 500', () => {
    expect(guardErrorOutcome(pageNotFound('/x'))).toEqual({ kind: 'error', status: 404, message: 'Page not found' });
    expect(guardErrorOutcome(unknownRouteMiddleware('nope'))).toEqual({
      kind: 'error',
      status: 500,
      message: 'Unknown route middleware',
    });
  });
});

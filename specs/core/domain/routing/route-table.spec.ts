import { describe, expect, it } from 'vitest';
import { ACCOUNTS_PAGES } from '../../../../core/domain/customers/accounts-permissions.ts';
import { defineRoute } from '../../../../core/domain/routing/route-definition.ts';
import { BACK_OFFICE_LOCALES, ROUTES, routeNamed } from '../../../../core/domain/routing/route-table.ts';
import { LOCALES } from '../../../../core/domain/site/locale.ts';

const table = Object.fromEntries(
  ROUTES.map((route) => [
    route.path,
    { name: route.name, layout: route.layout, guards: route.guards, auth: route.auth },
  ]),
);

describe('the route table of spec 2', () => {
  it('defaults to the master layout, public, kept alive, no guards, every locale', () => {
    expect(defineRoute('x', '/x')).toEqual({
      name: 'x',
      path: '/x',
      layout: 'master',
      guards: [],
      auth: 'public',
      keepAlive: true,
      validate: null,
      locales: LOCALES,
    });
  });

  it('lists every screen with its layout, guards and auth mode', () => {
    expect(table).toEqual({
      '/': { name: 'home', layout: 'master', guards: [], auth: 'public' },
      '/cart': { name: 'cart', layout: 'master', guards: [], auth: 'public' },
      '/offers': { name: 'offers', layout: 'master', guards: [], auth: 'public' },
      '/search': { name: 'search', layout: 'master', guards: [], auth: 'public' },
      '/contact': { name: 'contact', layout: 'master', guards: ['redirect-contact-if-logged'], auth: 'public' },
      '/reviews': { name: 'reviews', layout: 'master', guards: [], auth: 'public' },
      '/about-us': { name: 'about-us', layout: 'master', guards: [], auth: 'public' },
      '/terms': { name: 'terms', layout: 'master', guards: [], auth: 'public' },
      '/checkout': {
        name: 'checkout',
        layout: 'light',
        guards: [
          'allow-login-or-guest-checkout',
          'redirect-empty-cart',
          'redirect-empty-customer',
          'allow-customer-make-orders',
        ],
        auth: 'public',
      },
      '/t/:slug': { name: 'tag', layout: 'master', guards: [], auth: 'public' },
      '/tags-list': { name: 'tags-list', layout: 'master', guards: [], auth: 'public' },
      '/newsletter': { name: 'newsletter', layout: 'master', guards: [], auth: 'public' },
      '/login': {
        name: 'login',
        layout: 'master',
        guards: ['login-redirection-by-cart'],
        auth: 'unauthenticated-only',
      },
      '/login/password-reset': { name: 'password-reset', layout: 'master', guards: [], auth: 'unauthenticated-only' },
      '/login/sign-up': { name: 'sign-up', layout: 'master', guards: [], auth: 'unauthenticated-only' },
      '/unsubscribe': { name: 'unsubscribe', layout: 'master', guards: [], auth: 'public' },
      '/tracking': { name: 'tracking', layout: 'master', guards: ['tracking-redirect-if-logged'], auth: 'public' },
      '/tracking/:public_id': { name: 'tracking-detail', layout: 'master', guards: [], auth: 'public' },
      '/tracking/:public_id/user_required_actions/:user_required_action_public_id': {
        name: 'tracking-user-required-action',
        layout: 'master',
        guards: [],
        auth: 'public',
      },
      '/order-completed': { name: 'order-completed', layout: 'master', guards: [], auth: 'public' },
      '/help-center': { name: 'help-center', layout: 'master', guards: [], auth: 'public' },
      '/help-center/topic/:id': { name: 'help-center-topic', layout: 'master', guards: [], auth: 'public' },
      '/help-center/category/:id': { name: 'help-center-category', layout: 'master', guards: [], auth: 'public' },
      '/design/:slug/:design_id': { name: 'design', layout: 'master', guards: [], auth: 'public' },
      '/designs/:slug/:article_id': { name: 'designs', layout: 'master', guards: [], auth: 'public' },
      '/create/:article_id': {
        name: 'create',
        layout: 'blank',
        guards: ['set-constructor-layout', 'force-ssr'],
        auth: 'public',
      },
      '/accounts/home': { name: 'accounts-home', layout: 'master-accounts', guards: [], auth: 'protected' },
      '/accounts/profile': { name: 'accounts-profile', layout: 'master-accounts', guards: [], auth: 'protected' },
      '/accounts/designs': { name: 'accounts-designs', layout: 'master-accounts', guards: [], auth: 'protected' },
      '/accounts/tickets': {
        name: 'accounts-tickets',
        layout: 'master-accounts',
        guards: ['allow-accounts-tickets'],
        auth: 'protected',
      },
      '/accounts/orders': {
        name: 'accounts-orders',
        layout: 'master-accounts',
        guards: ['allow-accounts-orders'],
        auth: 'protected',
      },
      '/accounts/orders/:public_id': {
        name: 'accounts-order',
        layout: 'master-accounts',
        guards: ['allow-accounts-orders'],
        auth: 'protected',
      },
      '/accounts/config': {
        name: 'accounts-config',
        layout: 'master-accounts',
        guards: ['administrator-only'],
        auth: 'protected',
      },
      '/accounts/invoices': {
        name: 'accounts-invoices',
        layout: 'master-accounts',
        guards: ['administrator-only', 'allow-accounts-invoices'],
        auth: 'protected',
      },
      '/accounts/commissions': {
        name: 'accounts-commissions',
        layout: 'master-accounts',
        guards: ['administrator-only'],
        auth: 'protected',
      },
      '/accounts/designs/admin': {
        name: 'accounts-designs-admin',
        layout: 'master-accounts',
        guards: ['administrator-only'],
        auth: 'protected',
      },
      '/accounts/designs/admin/:design_id': {
        name: 'accounts-design-admin',
        layout: 'master-accounts',
        guards: ['administrator-only'],
        auth: 'protected',
      },
      '/:slug': { name: 'landing', layout: 'master', guards: [], auth: 'public' },
    });
  });

  it('keeps every page alive except the /{slug} landing', () => {
    expect(ROUTES.filter((route) => !route.keepAlive).map((route) => route.name)).toEqual(['landing']);
  });

  it('has one route per name and per path', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('tries the /{slug} landing last so static paths win', () => {
    expect(ROUTES.at(-1)?.name).toBe('landing');
  });

  it('has a route for every accounts page of the permission table', () => {
    for (const page of ACCOUNTS_PAGES) expect(routeNamed(page).layout).toBe('master-accounts');
  });

  it('limits the administrator pages to the back-office locales; the rest allow every locale', () => {
    const limited = ROUTES.filter((route) => route.locales !== LOCALES);
    expect(limited.map((route) => route.name)).toEqual([
      'accounts-config',
      'accounts-invoices',
      'accounts-commissions',
      'accounts-designs-admin',
      'accounts-design-admin',
    ]);
    for (const route of limited) expect(route.locales).toEqual(BACK_OFFICE_LOCALES);
    expect(BACK_OFFICE_LOCALES).toEqual(['es', 'en']);
  });

  it('finds a route by name', () => {
    expect(routeNamed('create').path).toBe('/create/:article_id');
  });
});

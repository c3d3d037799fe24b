import { ACCOUNTS_PAGE_CHECKS, type AccountsPage } from '../customers/accounts-permissions.ts';
import type { AccessCheck } from '../customers/access-checks.ts';
import type { Locale } from '../site/locale.ts';
import type { GuardName } from './guard-name.ts';
import {
  isAllDigits,
  isCreateArticleId,
  isNonBlank,
  isNonEmpty,
  isTopicId,
  pathParam,
  queryParam,
} from './param-rules.ts';
import { defineRoute } from './route-definition.ts';

/** Administrator pages are internal tools, written only in Spanish and English. */
export const BACK_OFFICE_LOCALES: readonly [Locale, ...Locale[]] = ['es', 'en'];

/** The guard that enforces each accounts permission check, so the table in customers/ stays the one source. */
export const ACCESS_CHECK_GUARDS: { readonly [C in AccessCheck]: GuardName } = {
  administrator: 'administrator-only',
  tickets: 'allow-accounts-tickets',
  orders: 'allow-accounts-orders',
  invoices: 'allow-accounts-invoices',
};

const accountsRoute = <const N extends AccountsPage, const P extends string>(name: N, path: P) => {
  const checks = ACCOUNTS_PAGE_CHECKS[name];
  return defineRoute(name, path, {
    layout: 'master-accounts',
    auth: 'protected',
    guards: checks.map((check) => ACCESS_CHECK_GUARDS[check]),
    ...(checks.includes('administrator') ? { locales: BACK_OFFICE_LOCALES } : {}),
  });
};

/** The route table of spec 2, in matching order: the '/:slug' landing comes last so static paths win. */
export const ROUTES = [
  defineRoute('home', '/'),
  defineRoute('cart', '/cart'),
  defineRoute('offers', '/offers'),
  defineRoute('search', '/search', { validate: queryParam('query', isNonBlank) }),
  defineRoute('contact', '/contact', { guards: ['redirect-contact-if-logged'] }),
  defineRoute('reviews', '/reviews'),
  defineRoute('about-us', '/about-us'),
  defineRoute('terms', '/terms'),
  defineRoute('checkout', '/checkout', {
    layout: 'light',
    guards: [
      'allow-login-or-guest-checkout',
      'redirect-empty-cart',
      'redirect-empty-customer',
      'allow-customer-make-orders',
    ],
  }),
  defineRoute('tag', '/t/:slug'),
  defineRoute('tags-list', '/tags-list'),
  defineRoute('newsletter', '/newsletter'),
  defineRoute('login', '/login', { auth: 'unauthenticated-only', guards: ['login-redirection-by-cart'] }),
  defineRoute('password-reset', '/login/password-reset', { auth: 'unauthenticated-only' }),
  defineRoute('sign-up', '/login/sign-up', { auth: 'unauthenticated-only' }),
  defineRoute('unsubscribe', '/unsubscribe'),
  defineRoute('tracking', '/tracking', { guards: ['tracking-redirect-if-logged'] }),
  defineRoute('tracking-detail', '/tracking/:public_id'),
  defineRoute(
    'tracking-user-required-action',
    '/tracking/:public_id/user_required_actions/:user_required_action_public_id',
  ),
  defineRoute('order-completed', '/order-completed'),
  defineRoute('help-center', '/help-center'),
  defineRoute('help-center-topic', '/help-center/topic/:id', { validate: pathParam('id', isTopicId) }),
  defineRoute('help-center-category', '/help-center/category/:id', { validate: pathParam('id', isAllDigits) }),
  defineRoute('design', '/design/:slug/:design_id', { validate: pathParam('design_id', isNonEmpty) }),
  defineRoute('designs', '/designs/:slug/:article_id', { validate: pathParam('article_id', isAllDigits) }),
  defineRoute('create', '/create/:article_id', {
    layout: 'blank',
    guards: ['set-constructor-layout', 'force-ssr'],
    validate: pathParam('article_id', isCreateArticleId),
  }),
  accountsRoute('accounts-home', '/accounts/home'),
  accountsRoute('accounts-profile', '/accounts/profile'),
  accountsRoute('accounts-designs', '/accounts/designs'),
  accountsRoute('accounts-tickets', '/accounts/tickets'),
  accountsRoute('accounts-orders', '/accounts/orders'),
  accountsRoute('accounts-order', '/accounts/orders/:public_id'),
  accountsRoute('accounts-config', '/accounts/config'),
  accountsRoute('accounts-invoices', '/accounts/invoices'),
  accountsRoute('accounts-commissions', '/accounts/commissions'),
  accountsRoute('accounts-designs-admin', '/accounts/designs/admin'),
  accountsRoute('accounts-design-admin', '/accounts/designs/admin/:design_id'),
  defineRoute('landing', '/:slug', { keepAlive: false, validate: pathParam('slug', isNonBlank) }),
] as const;

export type Route = (typeof ROUTES)[number];

export type RouteName = Route['name'];

type PatternOf<N extends RouteName> = Extract<Route, { readonly name: N }>['path'];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a route, read off its pattern: ParamsOf<'design'> is { slug; design_id }. */
export type ParamsOf<N extends RouteName> = { readonly [K in ParamNames<PatternOf<N>>]: string };

export const routeNamed = <N extends RouteName>(name: N): Extract<Route, { readonly name: N }> =>
  ROUTES.find((route): route is Extract<Route, { readonly name: N }> => route.name === name)!;

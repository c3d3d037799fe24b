import { ok } from 'neverthrow';
import { CONTINUE, type Guard } from './guard.ts';
import { loginRedirect, redirectTo, type StaticRouteName } from './redirects.ts';

/** The global guard's three short paths (names not in the spec) and the account pages they open. */
export const ACCOUNT_SHORTCUTS: ReadonlyMap<string, StaticRouteName> = new Map<string, StaticRouteName>([
  ['/orders', 'accounts-orders'],
  ['/profile', 'accounts-profile'],
  ['/my-designs', 'accounts-designs'],
]);

/** Short paths go to the account page, except for anonymous visitors of a login-only site (spec 2). */
export const accountShortcutGuard: Guard = (match, { customer, config }) => {
  const target = ACCOUNT_SHORTCUTS.get(match.path.toLowerCase());
  if (target === undefined || (config.isLoginRequiredToAccess && customer === null)) return ok(CONTINUE);
  return redirectTo(match, target);
};

/** A login-only site lets anonymous visitors reach only the sign-in pages. */
export const loginRequiredToAccessGuard: Guard = (match, { customer, config }) =>
  config.isLoginRequiredToAccess && customer === null && match.route.auth !== 'unauthenticated-only'
    ? loginRedirect(match)
    : ok(CONTINUE);

export const protectedPageGuard: Guard = (match, { customer }) =>
  match.route.auth === 'protected' && customer === null ? loginRedirect(match) : ok(CONTINUE);

/** Runs after the route's own guards, so login-redirection-by-cart can choose a better target than home. */
export const unauthenticatedOnlyGuard: Guard = (match, { customer }) =>
  match.route.auth === 'unauthenticated-only' && customer !== null ? redirectTo(match, 'home') : ok(CONTINUE);

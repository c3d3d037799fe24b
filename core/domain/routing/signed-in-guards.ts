import { ok } from 'neverthrow';
import { canOpenAccountsPage } from '../customers/accounts-permissions.ts';
import { CONTINUE, type Guard } from './guard.ts';
import { firstQueryValue } from './query.ts';
import { redirectTo, redirectToPath } from './redirects.ts';
import { match as matchRoute, type RouteMatch } from './route-match.ts';
import { safeRedirectTarget } from './safe-redirect.ts';

/** The query key of the page to return to after sign-in. */
export const REDIRECT_QUERY_KEY = 'redirect';

/** A customer who may use tickets writes to support from the accounts area instead of the public form. */
export const redirectContactIfLogged: Guard = (match, { customer }) =>
  canOpenAccountsPage(customer, 'accounts-tickets') ? redirectTo(match, 'accounts-tickets') : ok(CONTINUE);

/** A customer who may see order history tracks orders there instead of by public id. */
export const trackingRedirectIfLogged: Guard = (match, { customer }) =>
  canOpenAccountsPage(customer, 'accounts-orders') ? redirectTo(match, 'accounts-orders') : ok(CONTINUE);

/** A safe ?redirect= target, unless it leads back to a sign-in page (which would loop). */
const returnTarget = (match: RouteMatch): string | null => {
  const target = safeRedirectTarget(firstQueryValue(match.query, REDIRECT_QUERY_KEY) ?? '');
  if (target.isErr()) return null;
  const pathname = target.value.replace(/[?#][\s\S]*$/, '');
  const leadsToSignIn = matchRoute(pathname, {}, { defaultLocale: match.locale }).match(
    (found) => found.route.auth === 'unauthenticated-only',
    () => false,
  );
  return leadsToSignIn ? null : target.value;
};

/** Once signed in: back to the requested page, else on to checkout when the cart has lines, else home. */
export const loginRedirectionByCart: Guard = (match, { customer, cart }) => {
  if (customer === null) return ok(CONTINUE);
  const target = returnTarget(match);
  if (target !== null) return redirectToPath(target);
  return redirectTo(match, cart.lineCount > 0 ? 'checkout' : 'home');
};

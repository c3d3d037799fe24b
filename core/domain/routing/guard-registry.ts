import { err, ok, type Result } from 'neverthrow';
import { unknownRouteMiddleware } from '../errors/error-situations.ts';
import { accessGuard } from './accounts-guards.ts';
import {
  allowCustomerMakeOrders,
  allowLoginOrGuestCheckout,
  redirectEmptyCart,
  redirectEmptyCustomer,
} from './checkout-guards.ts';
import type { Guard } from './guard.ts';
import { GUARD_NAMES, type GuardName } from './guard-name.ts';
import { forceSsr, setConstructorLayout } from './page-guards.ts';
import { loginRedirectionByCart, redirectContactIfLogged, trackingRedirectIfLogged } from './signed-in-guards.ts';

export const GUARDS: { readonly [N in GuardName]: Guard } = {
  'allow-login-or-guest-checkout': allowLoginOrGuestCheckout,
  'redirect-empty-cart': redirectEmptyCart,
  'redirect-empty-customer': redirectEmptyCustomer,
  'allow-customer-make-orders': allowCustomerMakeOrders,
  'redirect-contact-if-logged': redirectContactIfLogged,
  'login-redirection-by-cart': loginRedirectionByCart,
  'tracking-redirect-if-logged': trackingRedirectIfLogged,
  'set-constructor-layout': setConstructorLayout,
  'force-ssr': forceSsr,
  'allow-accounts-tickets': accessGuard('tickets'),
  'allow-accounts-orders': accessGuard('orders'),
  'allow-accounts-invoices': accessGuard('invoices'),
  'administrator-only': accessGuard('administrator'),
};

export const isGuardName = (name: string): name is GuardName => (GUARD_NAMES as readonly string[]).includes(name);

/** Names may come from outside the typed table (e.g. a route built at the edge), hence the check. */
export const resolveGuard = (name: string): Result<Guard, ReturnType<typeof unknownRouteMiddleware>> =>
  isGuardName(name) ? ok(GUARDS[name]) : err(unknownRouteMiddleware(name));

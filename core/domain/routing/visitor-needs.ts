import type { GuardName } from './guard-name.ts';
import type { Route } from './route-table.ts';

/** The parts of a visitor's state that cost a read and that only some guards look at. */
export type VisitorNeeds = { readonly cart: boolean; readonly checkout: boolean };

/** What each guard reads beyond the customer and the shop's config, which every page's global guard reads. */
const READS: { readonly [N in GuardName]: VisitorNeeds } = {
  'allow-login-or-guest-checkout': { cart: false, checkout: false },
  'redirect-empty-cart': { cart: true, checkout: false },
  'redirect-empty-customer': { cart: false, checkout: true },
  'allow-customer-make-orders': { cart: false, checkout: false },
  'redirect-contact-if-logged': { cart: false, checkout: false },
  'login-redirection-by-cart': { cart: true, checkout: false },
  'tracking-redirect-if-logged': { cart: false, checkout: false },
  'set-constructor-layout': { cart: false, checkout: false },
  'force-ssr': { cart: false, checkout: false },
  'allow-accounts-tickets': { cart: false, checkout: false },
  'allow-accounts-orders': { cart: false, checkout: false },
  'allow-accounts-invoices': { cart: false, checkout: false },
  'administrator-only': { cart: false, checkout: false },
};

/** What a route's guards will read, so a page without cart guards never loads the cart to open. */
export const visitorNeedsOf = (route: Route): VisitorNeeds => ({
  cart: route.guards.some((name) => READS[name].cart),
  checkout: route.guards.some((name) => READS[name].checkout),
});

/** The reads of one guard, for the spec that proves each guard reads nothing else. */
export const guardReads = (name: GuardName): VisitorNeeds => READS[name];

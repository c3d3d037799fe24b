/** Every route guard the route table may name (spec 2), plus the administrator check of the accounts area. */
export const GUARD_NAMES = [
  'allow-login-or-guest-checkout',
  'redirect-empty-cart',
  'redirect-empty-customer',
  'allow-customer-make-orders',
  'redirect-contact-if-logged',
  'login-redirection-by-cart',
  'tracking-redirect-if-logged',
  'set-constructor-layout',
  'force-ssr',
  'allow-accounts-tickets',
  'allow-accounts-orders',
  'allow-accounts-invoices',
  'administrator-only',
] as const;

export type GuardName = (typeof GUARD_NAMES)[number];

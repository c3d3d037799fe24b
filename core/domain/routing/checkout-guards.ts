import { ok } from 'neverthrow';
import { canMakeOrders } from '../customers/access-checks.ts';
import { isAllDigits } from './param-rules.ts';
import { firstQueryValue } from './query.ts';
import { CONTINUE, type Guard } from './guard.ts';
import { loginRedirect, redirectTo } from './redirects.ts';
import type { RouteMatch } from './route-match.ts';

/** The checkout step lives in the query ('/checkout?step=3'); steps are 1 contact, 2 address, 3 shipment, 4 payment. */
export const CHECKOUT_STEP_QUERY_KEY = 'step';
export const CONTACT_STEP = 1;

/** A missing or unreadable step means the first one, contact. */
export const requestedCheckoutStep = (match: RouteMatch): number => {
  const step = firstQueryValue(match.query, CHECKOUT_STEP_QUERY_KEY) ?? '';
  return isAllDigits(step) ? Number(step) : CONTACT_STEP;
};

/** A guest may check out when guest checkout is on; otherwise sign-in first, then back to checkout. */
export const allowLoginOrGuestCheckout: Guard = (match, { customer, config }) =>
  customer !== null || config.guestCheckoutEnabled ? ok(CONTINUE) : loginRedirect(match);

export const redirectEmptyCart: Guard = (match, { cart }) =>
  cart.lineCount > 0 ? ok(CONTINUE) : redirectTo(match, 'cart');

/** Later steps need the contact data of step 1. */
export const redirectEmptyCustomer: Guard = (match, { checkout }) =>
  checkout.hasCustomerData || requestedCheckoutStep(match) <= CONTACT_STEP
    ? ok(CONTINUE)
    : redirectTo(match, 'checkout', { query: { [CHECKOUT_STEP_QUERY_KEY]: String(CONTACT_STEP) } });

/** A customer the shop stopped from ordering goes back to the cart, which explains why. */
export const allowCustomerMakeOrders: Guard = (match, { customer }) =>
  canMakeOrders(customer) ? ok(CONTINUE) : redirectTo(match, 'cart', { reason: 'ordering-blocked' });

import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  allowCustomerMakeOrders,
  allowLoginOrGuestCheckout,
  redirectEmptyCart,
  redirectEmptyCustomer,
  requestedCheckoutStep,
} from '../../../../core/domain/routing/checkout-guards.ts';
import { aCustomer } from '../../../support/customers.ts';
import { aGuardContext, matched } from '../../../support/routing.ts';

const checkout = matched('/checkout');
const proceed = ok({ kind: 'continue' });
const redirect = (to: string, reason?: string) =>
  ok({ kind: 'redirect', to, status: 302, ...(reason === undefined ? {} : { reason }) });

describe('allow-login-or-guest-checkout', () => {
  it('lets a signed-in customer continue', () => {
    expect(
      allowLoginOrGuestCheckout(checkout, aGuardContext({ customer: aCustomer(), guestCheckoutEnabled: false })),
    ).toEqual(proceed);
  });

  it('lets a guest continue when guest checkout is enabled', () => {
    expect(allowLoginOrGuestCheckout(checkout, aGuardContext({ guestCheckoutEnabled: true }))).toEqual(proceed);
  });

  it('sends a guest to login and back to checkout when guest checkout is off', () => {
    expect(allowLoginOrGuestCheckout(checkout, aGuardContext({ guestCheckoutEnabled: false }))).toEqual(
      redirect('/login?redirect=%2Fcheckout'),
    );
  });
});

describe('redirect-empty-cart', () => {
  it('continues with cart lines', () => {
    expect(redirectEmptyCart(checkout, aGuardContext({ cartLineCount: 2 }))).toEqual(proceed);
  });

  it('sends an empty cart to /cart, keeping the locale prefix', () => {
    expect(redirectEmptyCart(matched('/it/checkout'), aGuardContext({ cartLineCount: 0 }))).toEqual(
      redirect('/it/cart'),
    );
  });
});

describe('redirect-empty-customer', () => {
  it('reads the requested step, the contact step when missing or unreadable', () => {
    expect(requestedCheckoutStep(matched('/checkout', { step: '3' }))).toBe(3);
    expect(requestedCheckoutStep(checkout)).toBe(1);
    expect(requestedCheckoutStep(matched('/checkout', { step: 'payment' }))).toBe(1);
  });

  it('continues when the checkout has customer data', () => {
    expect(
      redirectEmptyCustomer(matched('/checkout', { step: '4' }), aGuardContext({ hasCustomerData: true })),
    ).toEqual(proceed);
  });

  it('continues on the contact step without customer data', () => {
    expect(redirectEmptyCustomer(checkout, aGuardContext({ hasCustomerData: false }))).toEqual(proceed);
    expect(
      redirectEmptyCustomer(matched('/checkout', { step: '1' }), aGuardContext({ hasCustomerData: false })),
    ).toEqual(proceed);
  });

  it('sends a later step without customer data to the contact step', () => {
    expect(
      redirectEmptyCustomer(matched('/checkout', { step: '3' }), aGuardContext({ hasCustomerData: false })),
    ).toEqual(redirect('/checkout?step=1'));
  });
});

describe('allow-customer-make-orders', () => {
  it('lets guests and unrestricted customers continue', () => {
    expect(allowCustomerMakeOrders(checkout, aGuardContext())).toEqual(proceed);
    expect(allowCustomerMakeOrders(checkout, aGuardContext({ customer: aCustomer() }))).toEqual(proceed);
  });

  it('sends a customer blocked from ordering back to the cart, saying why', () => {
    const blocked = aCustomer({ restrictions: ['ordering'] });
    expect(allowCustomerMakeOrders(checkout, aGuardContext({ customer: blocked }))).toEqual(
      redirect('/cart', 'ordering-blocked'),
    );
  });
});

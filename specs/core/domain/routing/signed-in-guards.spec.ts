import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  loginRedirectionByCart,
  redirectContactIfLogged,
  trackingRedirectIfLogged,
} from '../../../../core/domain/routing/signed-in-guards.ts';
import { aCustomer } from '../../../support/customers.ts';
import { aGuardContext, matched } from '../../../support/routing.ts';

const proceed = ok({ kind: 'continue' });
const redirect = (to: string) => ok({ kind: 'redirect', to, status: 302 });
const signedIn = aGuardContext({ customer: aCustomer() });

describe('redirect-contact-if-logged', () => {
  it('leaves visitors on the contact form', () => {
    expect(redirectContactIfLogged(matched('/contact'), aGuardContext())).toEqual(proceed);
  });

  it('sends a signed-in customer to the tickets of the accounts area', () => {
    expect(redirectContactIfLogged(matched('/da/contact'), signedIn)).toEqual(redirect('/da/accounts/tickets'));
  });

  it('leaves a customer blocked from tickets on the contact form', () => {
    const blocked = aGuardContext({ customer: aCustomer({ restrictions: ['tickets'] }) });
    expect(redirectContactIfLogged(matched('/contact'), blocked)).toEqual(proceed);
  });
});

describe('tracking-redirect-if-logged', () => {
  it('leaves visitors on public tracking', () => {
    expect(trackingRedirectIfLogged(matched('/tracking'), aGuardContext())).toEqual(proceed);
  });

  it('sends a signed-in customer to the orders of the accounts area', () => {
    expect(trackingRedirectIfLogged(matched('/tracking'), signedIn)).toEqual(redirect('/accounts/orders'));
  });

  it('leaves a customer whose order history is hidden on public tracking', () => {
    const hidden = aGuardContext({ customer: aCustomer({ restrictions: ['order-history'] }) });
    expect(trackingRedirectIfLogged(matched('/tracking'), hidden)).toEqual(proceed);
  });
});

describe('login-redirection-by-cart', () => {
  it('leaves visitors on the login page', () => {
    expect(loginRedirectionByCart(matched('/login'), aGuardContext())).toEqual(proceed);
  });

  it('sends a signed-in user to checkout when the cart has lines, else home', () => {
    expect(
      loginRedirectionByCart(matched('/cs/login'), aGuardContext({ customer: aCustomer(), cartLineCount: 3 })),
    ).toEqual(redirect('/cs/checkout'));
    expect(
      loginRedirectionByCart(matched('/cs/login'), aGuardContext({ customer: aCustomer(), cartLineCount: 0 })),
    ).toEqual(redirect('/cs'));
  });

  it('sends a signed-in user back to a safe redirect target first', () => {
    const login = matched('/login', { redirect: '/fr/accounts/orders?page=2' });
    expect(loginRedirectionByCart(login, signedIn)).toEqual(redirect('/fr/accounts/orders?page=2'));
  });

  it('ignores an unsafe redirect target', () => {
    const login = matched('/login', { redirect: '//evil.example' });
    expect(loginRedirectionByCart(login, aGuardContext({ customer: aCustomer(), cartLineCount: 0 }))).toEqual(
      redirect('/'),
    );
  });

  it('ignores a target that leads back to a sign-in page, which would loop', () => {
    for (const target of ['/login', '/fr/login?x=1', '/login/password-reset#top'])
      expect(
        loginRedirectionByCart(
          matched('/login', { redirect: target }),
          aGuardContext({ customer: aCustomer(), cartLineCount: 0 }),
        ),
      ).toEqual(redirect('/'));
  });

  it('follows a safe target even when it matches no page (the page answers 404 itself)', () => {
    expect(loginRedirectionByCart(matched('/login', { redirect: '/no/such/page' }), signedIn)).toEqual(
      redirect('/no/such/page'),
    );
  });
});

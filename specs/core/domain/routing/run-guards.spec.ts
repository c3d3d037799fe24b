import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { GuardName } from '../../../../core/domain/routing/guard-name.ts';
import type { RouteMatch } from '../../../../core/domain/routing/route-match.ts';
import { runGuards } from '../../../../core/domain/routing/run-guards.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';
import { aGuardContext, matched } from '../../../support/routing.ts';

const render = (layout: string, extra: { forceSsr?: boolean; keepAlive?: boolean } = {}) =>
  ok({ kind: 'render', layout, forceSsr: false, keepAlive: true, ...extra });
const redirect = (to: string, reason?: string) =>
  ok({ kind: 'redirect', to, status: 302, ...(reason === undefined ? {} : { reason }) });
const customer = aCustomer();

describe('running the guards of a matched route', () => {
  it("renders a public page in the route's layout", () => {
    expect(runGuards(matched('/offers'), aGuardContext())).toEqual(render('master'));
    expect(runGuards(matched('/summer'), aGuardContext())).toEqual(render('master', { keepAlive: false }));
  });

  it('collects the render hints of /create: no layout and forced server rendering', () => {
    expect(runGuards(matched('/create/12'), aGuardContext())).toEqual(render('blank', { forceSsr: true }));
  });

  it('runs the checkout guards in order and stops at the first redirect', () => {
    const blocked = aCustomer({ restrictions: ['ordering'] });
    const emptyBlocked = aGuardContext({ customer: blocked, cartLineCount: 0, hasCustomerData: false });
    expect(runGuards(matched('/checkout', { step: '2' }), emptyBlocked)).toEqual(redirect('/cart'));
    expect(
      runGuards(matched('/checkout', { step: '2' }), aGuardContext({ customer: blocked, hasCustomerData: false })),
    ).toEqual(redirect('/checkout?step=1'));
    expect(runGuards(matched('/checkout'), aGuardContext({ customer: blocked }))).toEqual(
      redirect('/cart', 'ordering-blocked'),
    );
    expect(runGuards(matched('/checkout'), aGuardContext({ customer }))).toEqual(render('light'));
  });

  it('sends anonymous visitors of protected pages to login before any accounts check', () => {
    expect(runGuards(matched('/es/accounts/invoices'), aGuardContext())).toEqual(
      redirect('/es/login?redirect=%2Fes%2Faccounts%2Finvoices'),
    );
  });

  it('applies the accounts permission table', () => {
    const invoices = matched('/accounts/invoices');
    expect(runGuards(invoices, aGuardContext({ customer: anAdministrator({ invoicingEnabled: true }) }))).toEqual(
      render('master-accounts'),
    );
    expect(runGuards(invoices, aGuardContext({ customer: anAdministrator() }))).toEqual(
      redirect('/accounts/home', 'access-refused'),
    );
    expect(runGuards(invoices, aGuardContext({ customer: aCustomer({ invoicingEnabled: true }) }))).toEqual(
      err({ type: 'PageNotFound', path: '/accounts/invoices', message: 'Page not found' }),
    );
  });

  it('lets login-redirection-by-cart choose before unauthenticated-only sends home', () => {
    expect(runGuards(matched('/login'), aGuardContext({ customer, cartLineCount: 2 }))).toEqual(redirect('/checkout'));
    expect(runGuards(matched('/login/password-reset'), aGuardContext({ customer }))).toEqual(redirect('/'));
    expect(runGuards(matched('/login'), aGuardContext())).toEqual(render('master'));
  });

  it('takes the short paths to the account sub-pages, then protects them', () => {
    expect(runGuards(matched('/orders'), aGuardContext())).toEqual(redirect('/accounts/orders'));
    expect(runGuards(matched('/accounts/orders'), aGuardContext())).toEqual(
      redirect('/login?redirect=%2Faccounts%2Forders'),
    );
  });

  it('on a login-only site sends anonymous visitors of a short path to login, keeping the short path', () => {
    expect(runGuards(matched('/orders'), aGuardContext({ isLoginRequiredToAccess: true }))).toEqual(
      redirect('/login?redirect=%2Forders'),
    );
    expect(runGuards(matched('/orders'), aGuardContext({ isLoginRequiredToAccess: true, customer }))).toEqual(
      redirect('/accounts/orders'),
    );
  });

  it("fails with 'Unknown route middleware' before running anything when a guard name is unknown", () => {
    const page = matched('/accounts/profile');
    const misconfigured: RouteMatch = {
      ...page,
      route: { ...page.route, guards: ['force-ssr', 'auth' as GuardName] },
    };
    expect(runGuards(misconfigured, aGuardContext())).toEqual(
      err({ type: 'UnknownRouteMiddleware', name: 'auth', message: 'Unknown route middleware' }),
    );
  });
});

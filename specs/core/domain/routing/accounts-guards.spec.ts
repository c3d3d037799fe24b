import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { accessGuard } from '../../../../core/domain/routing/accounts-guards.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';
import { aGuardContext, matched } from '../../../support/routing.ts';

const proceed = ok({ kind: 'continue' });
const refused = ok({ kind: 'redirect', to: '/accounts/home', status: 302, reason: 'access-refused' });

describe('accounts guards, one per permission check', () => {
  it('allow-accounts-tickets lets customers in and sends a blocked one to the accounts home', () => {
    const guard = accessGuard('tickets');
    const page = matched('/accounts/tickets');
    expect(guard(page, aGuardContext({ customer: aCustomer() }))).toEqual(proceed);
    expect(guard(page, aGuardContext({ customer: aCustomer({ restrictions: ['tickets'] }) }))).toEqual(refused);
  });

  it('allow-accounts-orders lets customers in unless their order history is hidden', () => {
    const guard = accessGuard('orders');
    const page = matched('/accounts/orders');
    expect(guard(page, aGuardContext({ customer: aCustomer({ restrictions: ['ordering'] }) }))).toEqual(proceed);
    expect(guard(page, aGuardContext({ customer: aCustomer({ restrictions: ['order-history'] }) }))).toEqual(refused);
  });

  it('allow-accounts-invoices needs invoicing enabled', () => {
    const guard = accessGuard('invoices');
    const page = matched('/accounts/invoices');
    expect(guard(page, aGuardContext({ customer: anAdministrator({ invoicingEnabled: true }) }))).toEqual(proceed);
    expect(guard(page, aGuardContext({ customer: anAdministrator() }))).toEqual(refused);
  });

  it('administrator-only answers 404 to everyone but the administrator type', () => {
    const guard = accessGuard('administrator');
    const page = matched('/en/accounts/config', { tab: 'x' });
    expect(guard(page, aGuardContext({ customer: anAdministrator() }))).toEqual(proceed);
    expect(guard(page, aGuardContext({ customer: aCustomer() }))).toEqual(
      err({ type: 'PageNotFound', path: '/en/accounts/config', message: 'Page not found' }),
    );
  });

  it('sends a visitor without session to login', () => {
    expect(accessGuard('tickets')(matched('/accounts/tickets'), aGuardContext())).toEqual(
      ok({ kind: 'redirect', to: '/login?redirect=%2Faccounts%2Ftickets', status: 302 }),
    );
  });
});

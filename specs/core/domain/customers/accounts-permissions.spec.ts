import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { ACCESS_CHECKS } from '../../../../core/domain/customers/access-checks.ts';
import {
  ACCOUNTS_PAGES,
  accountsPageAccess,
  canOpenAccountsPage,
  isAccountsPage,
  type AccountsPage,
} from '../../../../core/domain/customers/accounts-permissions.ts';
import { CUSTOMER_RESTRICTIONS, type Customer } from '../../../../core/domain/customers/customer.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';

const everyone: AccountsPage[] = ['accounts-home', 'accounts-profile', 'accounts-designs'];
const administratorOnly: AccountsPage[] = ['accounts-config', 'accounts-commissions', 'accounts-designs-admin'];

const anyCustomer = fc.record({
  accountType: fc.constantFrom('foticos', 'customer', 'partner'),
  restrictions: fc.subarray([...CUSTOMER_RESTRICTIONS]),
  invoicingEnabled: fc.boolean(),
});

describe('accounts area permissions (spec 2, 6)', () => {
  it('needs a session for every page', () => {
    for (const page of ACCOUNTS_PAGES) {
      expect(accountsPageAccess(null, page)).toEqual(err({ type: 'SessionRequired', message: 'SessionRequired' }));
      expect(canOpenAccountsPage(null, page)).toBe(false);
    }
  });

  it('lets any authenticated customer reach home, profile and designs', () => {
    fc.assert(
      fc.property(anyCustomer, (fields) => {
        const customer = aCustomer(fields);
        for (const page of everyone) expect(accountsPageAccess(customer, page)).toEqual(ok(customer));
      }),
    );
  });

  it('sends tickets through allow-accounts-tickets', () => {
    expect(canOpenAccountsPage(aCustomer(), 'accounts-tickets')).toBe(true);
    expect(accountsPageAccess(aCustomer({ restrictions: ['tickets'] }), 'accounts-tickets')).toEqual(
      err({ type: 'TicketsBlocked' }),
    );
  });

  it('sends orders through allow-accounts-orders', () => {
    expect(canOpenAccountsPage(aCustomer(), 'accounts-orders')).toBe(true);
    expect(accountsPageAccess(aCustomer({ restrictions: ['order-history'] }), 'accounts-orders')).toEqual(
      err({ type: 'OrderHistoryHidden' }),
    );
  });

  it("lets the administrator type 'foticos' alone reach config, commissions and designs admin", () => {
    for (const page of administratorOnly) {
      expect(canOpenAccountsPage(anAdministrator(), page)).toBe(true);
      expect(accountsPageAccess(aCustomer({ invoicingEnabled: true }), page)).toEqual(
        err({ type: 'NotAdministrator' }),
      );
    }
  });

  it('needs the administrator type plus allow-accounts-invoices for invoices', () => {
    expect(canOpenAccountsPage(anAdministrator({ invoicingEnabled: true }), 'accounts-invoices')).toBe(true);
    expect(accountsPageAccess(anAdministrator(), 'accounts-invoices')).toEqual(err({ type: 'InvoicingDisabled' }));
    expect(accountsPageAccess(aCustomer({ invoicingEnabled: true }), 'accounts-invoices')).toEqual(
      err({ type: 'NotAdministrator' }),
    );
  });

  it('reports the administrator refusal before the invoicing one', () => {
    expect(accountsPageAccess(aCustomer(), 'accounts-invoices')).toEqual(err({ type: 'NotAdministrator' }));
  });

  it('never lets a non-administrator into an administrator page, whatever else is set', () => {
    fc.assert(
      fc.property(anyCustomer, fc.constantFrom(...administratorOnly, 'accounts-invoices' as const), (fields, page) => {
        const customer: Customer = aCustomer(fields);
        if (customer.accountType !== 'foticos') expect(canOpenAccountsPage(customer, page)).toBe(false);
      }),
    );
  });

  it('knows the names of its pages', () => {
    expect(ACCOUNTS_PAGES.every(isAccountsPage)).toBe(true);
    expect(isAccountsPage('offers')).toBe(false);
    expect(ACCESS_CHECKS).toEqual(['administrator', 'tickets', 'orders', 'invoices']);
  });
});

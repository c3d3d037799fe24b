import { err, errAsync, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import { getProfile } from '../../../../core/shop/accounts/get-profile.use-case.ts';
import { openAccountsPage } from '../../../../core/shop/accounts/open-accounts-page.ts';
import { anAccount, anAdministratorAccount, inMemoryCustomers } from '../../../support/accounts-fakes.ts';

const ana = anAccount();
const admin = anAdministratorAccount();
const customers = inMemoryCustomers([ana, admin]).repository;

describe('openAccountsPage', () => {
  it('gives the signed-in account once the page checks pass', async () => {
    expect(await openAccountsPage(customers)(ana.id, 'accounts-profile')).toEqual(ok(ana));
    expect(await openAccountsPage(customers)(admin.id, 'accounts-config')).toEqual(ok(admin));
  });

  it('answers SessionRequired without a session, and for a session whose account is gone', async () => {
    const required = err({ type: 'SessionRequired', message: 'SessionRequired' });
    expect(await openAccountsPage(customers)(null, 'accounts-profile')).toEqual(required);
    expect(await openAccountsPage(customers)('deleted' as CustomerId, 'accounts-profile')).toEqual(required);
  });

  it("applies the core's page checks to the account as stored now", async () => {
    expect(await openAccountsPage(customers)(ana.id, 'accounts-config')).toEqual(err({ type: 'NotAdministrator' }));
    const restricted = inMemoryCustomers([anAccount({ restrictions: ['tickets'] })]).repository;
    expect(await openAccountsPage(restricted)(ana.id, 'accounts-tickets')).toEqual(err({ type: 'TicketsBlocked' }));
  });

  it('passes a repository failure on', async () => {
    const broken = { ...customers, byId: () => errAsync({ type: 'RepositoryFailure' as const, cause: 'down' }) };
    expect(await openAccountsPage(broken)(ana.id, 'accounts-profile')).toEqual(
      err({ type: 'RepositoryFailure', cause: 'down' }),
    );
  });
});

describe('getProfile', () => {
  it("shows the customer's own profile, never the password hash", async () => {
    expect(await getProfile({ customers })(ana.id)).toEqual(
      ok({
        email: ana.email,
        firstName: 'Ana',
        lastName: 'García',
        phone: null,
        locale: 'es',
        accountType: 'customer',
        customerType: 'PERSON',
        companyName: null,
        vatId: null,
        birthDate: null,
      }),
    );
  });
});

import { err, okAsync, type ResultAsync } from 'neverthrow';
import {
  accountsPageAccess,
  type AccountsAccessError,
  type AccountsPage,
} from '../../domain/customers/accounts-permissions.ts';
import type { CustomerId } from '../../domain/customers/customer.ts';
import { sessionRequired } from '../../domain/errors/error-situations.ts';
import { permissionsOf, type CustomerAccount } from './customer-account.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/**
 * The signed-in account, read afresh so a restriction set a minute ago already applies, once it passed
 * every check of the page; a session whose account is gone counts as no session.
 */
export const openAccountsPage =
  (customers: CustomerRepository) =>
  (
    customerId: CustomerId | null,
    page: AccountsPage,
  ): ResultAsync<CustomerAccount, AccountsAccessError | RepositoryFailure> =>
    (customerId === null ? okAsync(null) : customers.byId(customerId)).andThen((account) =>
      account === null ? err(sessionRequired()) : accountsPageAccess(permissionsOf(account), page).map(() => account),
    );

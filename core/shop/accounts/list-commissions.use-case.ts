import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { AccountCommission, AccountHistory } from './account-history.port.ts';
import type { AccountsError } from './accounts-errors.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';

/** The commissions the signed-in administrator earned as an affiliate. */
export const listCommissions =
  (deps: { readonly customers: CustomerRepository; readonly history: AccountHistory }) =>
  (customerId: CustomerId | null): ResultAsync<readonly AccountCommission[], AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-commissions').andThen((account) =>
      deps.history.commissionsOf(account.id),
    );

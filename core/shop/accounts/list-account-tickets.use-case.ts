import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { AccountHistory } from './account-history.port.ts';
import type { AccountsError } from './accounts-errors.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';
import type { AccountTicket } from '../../domain/customers/account-history.ts';

/** The signed-in customer's support tickets, newest first. */
export const listAccountTickets =
  (deps: { readonly customers: CustomerRepository; readonly history: AccountHistory }) =>
  (customerId: CustomerId | null): ResultAsync<readonly AccountTicket[], AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-tickets').andThen((account) =>
      deps.history.ticketsOf(account.id),
    );

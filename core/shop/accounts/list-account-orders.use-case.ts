import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { AccountHistory, AccountOrder } from './account-history.port.ts';
import type { AccountsError } from './accounts-errors.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';

export const listAccountOrders =
  (deps: { readonly customers: CustomerRepository; readonly history: AccountHistory }) =>
  (customerId: CustomerId | null): ResultAsync<readonly AccountOrder[], AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-orders').andThen((account) =>
      deps.history.ordersOf(account.id),
    );

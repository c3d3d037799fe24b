import { err, ok, type ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { AccountHistory } from './account-history.port.ts';
import type { AccountsError } from './accounts-errors.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';
import { orderNotFound } from '../orders/order-errors.ts';
import type { AccountOrderDetail } from '../../domain/customers/account-history.ts';

/** Another customer's order is answered exactly like one that does not exist. */
export const getAccountOrder =
  (deps: { readonly customers: CustomerRepository; readonly history: AccountHistory }) =>
  (customerId: CustomerId | null, publicId: string): ResultAsync<AccountOrderDetail, AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-orders')
      .andThen((account) => deps.history.orderOf(account.id, publicId))
      .andThen((order) => (order === null ? err(orderNotFound()) : ok(order)));

import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { AccountOrder, AccountOrderDetail, AccountTicket } from '../../domain/customers/account-history.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** What a customer has done with the shop, always read for one customer only; newest first. */
export interface AccountHistory {
  ordersOf(customerId: CustomerId): ResultAsync<readonly AccountOrder[], RepositoryFailure>;
  /** Null when no order of this customer has that public id, whoever else's it may be. */
  orderOf(customerId: CustomerId, publicId: string): ResultAsync<AccountOrderDetail | null, RepositoryFailure>;
  ticketsOf(customerId: CustomerId): ResultAsync<readonly AccountTicket[], RepositoryFailure>;
}

import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import { dateRangeFor, type DateFilter } from '../../domain/shared/date-filter.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { AccountHistory } from './account-history.port.ts';
import type { AccountsError } from './accounts-errors.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';
import type { AccountOrder } from '../../domain/customers/account-history.ts';

/** The customer's orders, newest first, kept by the spec's date filter as of now. */
export const listAccountOrders =
  (deps: { readonly customers: CustomerRepository; readonly history: AccountHistory; readonly clock: Clock }) =>
  (
    customerId: CustomerId | null,
    filter: DateFilter = 'without',
  ): ResultAsync<readonly AccountOrder[], AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-orders').andThen((account) =>
      deps.history.ordersOf(account.id).map((orders) => {
        const range = dateRangeFor(filter, deps.clock);
        return range === undefined
          ? orders
          : orders.filter((order) => {
              const placedAt = Date.parse(order.createdAt);
              return placedAt >= range.from && placedAt < range.to;
            });
      }),
    );

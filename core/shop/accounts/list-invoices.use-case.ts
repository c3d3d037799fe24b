import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { AccountHistory, AccountInvoice } from './account-history.port.ts';
import type { AccountsError } from './accounts-errors.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';

/** The signed-in administrator's own invoices. */
export const listInvoices =
  (deps: { readonly customers: CustomerRepository; readonly history: AccountHistory }) =>
  (customerId: CustomerId | null): ResultAsync<readonly AccountInvoice[], AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-invoices').andThen((account) =>
      deps.history.invoicesOf(account.id),
    );

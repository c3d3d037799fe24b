import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { AccountsError } from './accounts-errors.ts';
import { profileOf, type Profile } from './customer-account.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';

/** The signed-in customer's profile, for the accounts area. */
export const getProfile =
  (deps: { readonly customers: CustomerRepository }) =>
  (customerId: CustomerId | null): ResultAsync<Profile, AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-profile').map(profileOf);

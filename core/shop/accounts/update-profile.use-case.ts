import { err, ok, type ResultAsync } from 'neverthrow';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { CustomerId } from '../../domain/customers/customer.ts';
import { sessionRequired } from '../../domain/errors/error-situations.ts';
import type { CountryCode } from '../../domain/site/country.ts';
import type { AccountsError } from './accounts-errors.ts';
import { profileOf, type Profile } from './customer-account.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';
import { checkProfile, type ProfileInput } from '../../domain/customers/profile-fields.ts';

/** Replaces names, phone, locale, customer type with its company and the birth date at once; the e-mail is the sign-in identity and is not edited here. */
export const updateProfile =
  (deps: { readonly customers: CustomerRepository; readonly country: CountryCode; readonly clock: Clock }) =>
  (customerId: CustomerId | null, input: ProfileInput): ResultAsync<Profile, AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-profile')
      .andThen((account) => checkProfile(input, deps.country, deps.clock).map((changes) => ({ account, changes })))
      .andThen(({ account, changes }) => deps.customers.updateProfile(account.id, changes))
      .andThen((updated) => (updated === null ? err(sessionRequired()) : ok(profileOf(updated))));

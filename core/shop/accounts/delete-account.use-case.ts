import { err, ok, type ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { PasswordHasher } from '../auth/password-hasher.port.ts';
import type { AccountsError } from './accounts-errors.ts';
import { wrongPassword } from './change-password.use-case.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';
import type { PersonalRecords } from './personal-records.port.ts';

/**
 * Deletes the signed-in account once its password is given: personal data erased, orders kept anonymised.
 * The session dies with the account, since every session read reloads the customer.
 */
export const deleteAccount =
  (deps: {
    readonly customers: CustomerRepository;
    readonly passwords: PasswordHasher;
    readonly records: PersonalRecords;
  }) =>
  (customerId: CustomerId | null, password: string): ResultAsync<void, AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-profile').andThen((account) =>
      deps.passwords
        .verify(password, account.passwordHash)
        .andThen((matches) => (matches ? ok(account) : err(wrongPassword('password'))))
        .andThen((known) => deps.records.erase(known.id, known.email)),
    );

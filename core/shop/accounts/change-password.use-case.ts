import { err, errAsync, ok, type ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { CommonPasswords } from '../../domain/customers/common-passwords.port.ts';
import type { PasswordHasher } from '../auth/password-hasher.port.ts';
import { checkNewPassword } from '../../domain/customers/password-policy.ts';
import type { SessionRevocations } from '../auth/session-revocations.port.ts';
import type { AccountsError } from './accounts-errors.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';

export type ChangePasswordDeps = {
  readonly customers: CustomerRepository;
  readonly passwords: PasswordHasher;
  readonly commonPasswords: CommonPasswords;
  readonly revocations: SessionRevocations;
  readonly clock: Clock;
};

export type PasswordChange = { readonly currentPassword: string; readonly newPassword: string };

/** The password given to confirm a change did not match: refused as a field of the form, like any other. */
export const wrongPassword = (field: string): InvalidFields => ({
  type: 'InvalidFields',
  problems: [{ field, problem: 'WrongPassword' }],
});

/**
 * A new password, given the current one; every session signed in before it ends, this one included, so the
 * browser that changed it signs in again with the new password and every other device is signed out.
 */
export const changePassword =
  (deps: ChangePasswordDeps) =>
  (customerId: CustomerId | null, change: PasswordChange): ResultAsync<void, AccountsError> => {
    const next = checkNewPassword('newPassword', change.newPassword, deps.commonPasswords);
    return openAccountsPage(deps.customers)(customerId, 'accounts-profile').andThen((account) =>
      deps.passwords
        .verify(change.currentPassword, account.passwordHash)
        .andThen((matches) => (matches ? ok(account) : err(wrongPassword('currentPassword'))))
        .andThen((known) =>
          next.isErr() ? errAsync<never, InvalidFields>({ type: 'InvalidFields', problems: [next.error] }) : ok(known),
        )
        .andThen((known) =>
          deps.passwords.hash(next.unwrapOr('')).andThen((hash) => {
            const now = deps.clock.now();
            return deps.customers
              .setPassword(known.id, hash, known.emailVerifiedAt ?? now)
              .andThen(() => deps.revocations.revokeAllOf(known.id, now));
          }),
        ),
    );
  };

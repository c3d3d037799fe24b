import { err, ok, okAsync, type ResultAsync } from 'neverthrow';
import type { CustomerAccount } from '../accounts/customer-account.ts';
import type { CustomerRepository } from '../accounts/customer-repository.port.ts';
import { parseEmail } from '../../domain/validation/email-address.ts';
import type { PasswordHasher, PasswordHashingFailure } from './password-hasher.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type InvalidCredentials = { readonly type: 'InvalidCredentials' };

/** The e-mail and password do not match an account: one answer for both, so it tells nothing. */
export const invalidCredentials = (): InvalidCredentials => ({ type: 'InvalidCredentials' });

/**
 * The account for an e-mail and password. Every refusal is the same InvalidCredentials after the same hashing
 * work: unknown address, wrong password, no password set, or an address never confirmed (an unconfirmed
 * account may be someone else's sign-up with your address).
 */
export const verifyCredentials =
  (deps: { readonly customers: CustomerRepository; readonly passwords: PasswordHasher }) =>
  (input: {
    readonly email: string;
    readonly password: string;
  }): ResultAsync<CustomerAccount, InvalidCredentials | RepositoryFailure | PasswordHashingFailure> => {
    const email = parseEmail(input.email);
    return (email.isOk() ? deps.customers.byEmail(email.value) : okAsync(null)).andThen((account) =>
      deps.passwords
        .verify(input.password, account?.passwordHash ?? null)
        .andThen((matches) =>
          matches && account !== null && account.emailVerifiedAt !== null ? ok(account) : err(invalidCredentials()),
        ),
    );
  };

import { err, errAsync, ok, okAsync, type ResultAsync } from 'neverthrow';
import type { CustomerRepository } from '../accounts/customer-repository.port.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { AuthTokenRepository } from './auth-token-repository.port.ts';
import type { PasswordHasher, PasswordHashingFailure } from './password-hasher.port.ts';
import type { CommonPasswords } from '../../domain/customers/common-passwords.port.ts';
import { checkNewPassword } from '../../domain/customers/password-policy.ts';
import type { SessionRevocations } from './session-revocations.port.ts';
import type { TokenDigest } from './token-digest.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** The link was never issued, was used already, or expired: the shopper asks for a new one. */
export type ResetLinkInvalid = { readonly type: 'ResetLinkInvalid' };

/** The link is unknown, used or expired: one answer for all three, so a link tells nothing. */
export const resetLinkInvalid = (): ResetLinkInvalid => ({ type: 'ResetLinkInvalid' });

export type ResetPasswordDeps = {
  readonly customers: CustomerRepository;
  readonly tokens: AuthTokenRepository;
  readonly digest: TokenDigest;
  readonly passwords: PasswordHasher;
  readonly clock: Clock;
  readonly revocations: SessionRevocations;
  readonly commonPasswords: CommonPasswords;
};

/**
 * Sets a new password with a reset token, which it uses up (the password is checked first, so a too-short
 * one does not waste the link). Following the e-mailed link also proves the address, every other
 * outstanding reset link of the account dies, and so does every session signed in before it.
 */
export const resetPassword =
  (deps: ResetPasswordDeps) =>
  (input: {
    readonly token: string;
    readonly password: string;
  }): ResultAsync<void, ResetLinkInvalid | InvalidFields | RepositoryFailure | PasswordHashingFailure> => {
    const password = checkNewPassword('password', input.password, deps.commonPasswords);
    if (password.isErr()) return errAsync({ type: 'InvalidFields', problems: [password.error] });
    const now = deps.clock.now();
    return deps.passwords.hash(password.value).andThen((passwordHash) =>
      deps.tokens
        .consume(deps.digest.digest(input.token), 'password-reset', now)
        .andThen((token) => (token === null ? okAsync(null) : deps.customers.byEmail(token.email)))
        .andThen((account) => (account === null ? err(resetLinkInvalid()) : ok(account)))
        .andThen((account) =>
          deps.customers
            .setPassword(account.id, passwordHash, account.emailVerifiedAt ?? now)
            .andThen(() => deps.tokens.revokeAll(account.email, 'password-reset', now))
            .andThen(() => deps.revocations.revokeAllOf(account.id, now)),
        ),
    );
  };

import { errAsync, type ResultAsync } from 'neverthrow';
import type { CustomerRepository } from '../accounts/customer-repository.port.ts';
import { problemOf } from '../accounts/field-problems.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { Mailer, MailNotSent } from '../mail/mailer.port.ts';
import type { AuthLinks } from './auth-links.port.ts';
import { AUTH_MAIL } from './auth-mail.ts';
import { issueAuthToken, PASSWORD_RESET_TTL_MS, type TokenDeps } from './auth-token-issuer.ts';
import { parseEmail } from './email-address.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type RequestPasswordResetDeps = TokenDeps & {
  readonly customers: CustomerRepository;
  readonly mailer: Mailer;
};

/**
 * Mails a single-use reset link valid for 30 minutes. An address without an account gets an e-mail saying
 * so instead, so the answer (and the work done) is the same whether or not the account exists.
 */
export const requestPasswordReset =
  (deps: RequestPasswordResetDeps) =>
  (
    input: { readonly email: string },
    links: AuthLinks,
  ): ResultAsync<void, InvalidFields | RepositoryFailure | MailNotSent> => {
    const email = parseEmail(input.email);
    if (email.isErr()) return errAsync({ type: 'InvalidFields', problems: [problemOf('email', email.error)] });
    const address = email.value;
    return deps.customers
      .byEmail(address)
      .andThen((account) =>
        account === null
          ? deps.mailer.send(AUTH_MAIL.noAccount(address, links.signInPage()))
          : issueAuthToken(deps)('password-reset', address, PASSWORD_RESET_TTL_MS).andThen((token) =>
              deps.mailer.send(AUTH_MAIL.passwordReset(address, links.passwordReset(token))),
            ),
      );
  };

import { errAsync, type ResultAsync } from 'neverthrow';
import type { CustomerRepository } from '../accounts/customer-repository.port.ts';
import { problemOf } from '../../domain/forms/field-problem.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { BrandNames } from '../accounts/brand-names.ts';
import type { Mailer, MailNotSent } from '../mail/mailer.port.ts';
import type { AuthLinks } from './auth-links.port.ts';
import { authMail, authMailLanguage } from './auth-mail.ts';
import { issueAuthToken, PASSWORD_RESET_TTL_MS, type TokenDeps } from './auth-token-issuer.ts';
import { parseEmail } from '../../domain/validation/email-address.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { Locale } from '../../domain/site/locale.ts';
import type { Store } from '../../domain/site/stores.ts';

export type RequestPasswordResetDeps = TokenDeps & {
  readonly customers: CustomerRepository;
  readonly mailer: Mailer;
  readonly store: Pick<Store, 'slug' | 'locale'>;
  readonly brandNames: BrandNames;
};

/**
 * Mails a single-use reset link valid for 30 minutes. An address without an account gets an e-mail saying
 * so instead, so the answer (and the work done) is the same whether or not the account exists.
 */
export const requestPasswordReset =
  (deps: RequestPasswordResetDeps) =>
  (
    /** `locale` is the language of the page the visitor asked from, when known. */
    input: { readonly email: string; readonly locale: Locale | null },
    links: AuthLinks,
  ): ResultAsync<void, InvalidFields | RepositoryFailure | MailNotSent> => {
    const email = parseEmail(input.email);
    if (email.isErr()) return errAsync({ type: 'InvalidFields', problems: [problemOf('email', email.error)] });
    const address = email.value;
    return deps.brandNames(deps.store.slug).andThen((brand) => {
      const mails = authMail(authMailLanguage(deps.store, brand, input.locale));
      return deps.customers
        .byEmail(address)
        .andThen((account) =>
          account === null
            ? deps.mailer.send(mails.noAccount(address, links.signInPage()))
            : issueAuthToken(deps)('password-reset', address, PASSWORD_RESET_TTL_MS).andThen((token) =>
                deps.mailer.send(mails.passwordReset(address, links.passwordReset(token))),
              ),
        );
    });
  };

import type { SiteUrls } from '../../domain/site/country-sites.ts';
import { err, errAsync, ok, okAsync, type ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { Store } from '../../domain/site/stores.ts';
import { AUTH_TOKEN_LENGTH } from '../auth/auth-token-issuer.ts';
import { parseEmail } from '../../domain/validation/email-address.ts';
import type { PasswordHasher } from '../auth/password-hasher.port.ts';
import type { TokenDigest } from '../auth/token-digest.port.ts';
import type { BrandNames } from './brand-names.ts';
import type { Mailer } from '../mail/mailer.port.ts';
import type { AccountsError } from './accounts-errors.ts';
import { wrongPassword } from './change-password.use-case.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { emailChangeConfirmationMail, emailChangedNoticeMail } from './email-change-mail.ts';
import type { EmailChangeRefusal, EmailChangeRequests } from './email-change-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';

/** A day: long enough to reach another inbox, short enough that an old mail is no key. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** The query key of the profile page that carries an e-mail change link's token. */
export const EMAIL_CHANGE_QUERY = 'email_change';

/** A followed link that changed nothing, and why. */
export type EmailChangeRefused = { readonly type: 'EmailChangeRefused'; readonly reason: EmailChangeRefusal };

export type EmailChangeDeps = {
  readonly customers: CustomerRepository;
  readonly passwords: PasswordHasher;
  readonly requests: EmailChangeRequests;
  readonly digest: TokenDigest;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  /** Limited per recipient: the address is typed by whoever holds the session. */
  readonly mailer: Mailer;
  readonly store: Pick<Store, 'slug' | 'locale'>;
  readonly brandNames: BrandNames;
  /** Each store's configured origin, never the request's Host. */
  readonly siteUrls: SiteUrls;
};

export type EmailChangeInput = { readonly newEmail: string; readonly password: string };

const invalid = (field: string, problem: string): InvalidFields => ({
  type: 'InvalidFields',
  problems: [{ field, problem }],
});

/**
 * Mails a single-use link to the new address, given the current password. Whether another account already
 * has that address is not checked here, so the answer tells nobody; the link refuses it when followed.
 */
export const requestEmailChange =
  (deps: EmailChangeDeps) =>
  (customerId: CustomerId | null, input: EmailChangeInput): ResultAsync<void, AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-profile').andThen((account) => {
      const email = parseEmail(input.newEmail);
      if (email.isErr()) return errAsync(invalid('newEmail', input.newEmail.trim() === '' ? 'Required' : 'Invalid'));
      if (email.value === account.email) return errAsync(invalid('newEmail', 'SameEmail'));
      if (input.password === '') return errAsync(invalid('password', 'Required'));
      const newEmail = email.value;
      return deps.passwords
        .verify(input.password, account.passwordHash)
        .andThen((matches) => (matches ? ok(account) : err(wrongPassword('password'))))
        .andThen((known) => {
          const token = deps.ids.randomString(AUTH_TOKEN_LENGTH);
          const expiresAt = deps.clock.now() + EMAIL_CHANGE_TTL_MS;
          const link = `${deps.siteUrls(deps.store.slug)}/accounts/profile?${EMAIL_CHANGE_QUERY}=${token}`;
          return deps.requests
            .issue({ digest: deps.digest.digest(token), customerId: known.id, newEmail, expiresAt })
            .andThen(() => deps.brandNames(deps.store.slug))
            .andThen((brand) =>
              deps.mailer.send(
                emailChangeConfirmationMail(
                  newEmail,
                  { locale: deps.store.locale, slug: deps.store.slug, brand },
                  link,
                ),
              ),
            );
        });
    });

/**
 * Follows a link, signed in as the customer who asked: the account moves to the new address (now proven) and
 * the old address is told. The notice is sent after the change is stored; if it cannot go out the change stands.
 */
export const confirmEmailChange =
  (deps: EmailChangeDeps) =>
  (customerId: CustomerId | null, token: string): ResultAsync<{ readonly email: string }, AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-profile')
      .andThen((account) => deps.requests.confirm(deps.digest.digest(token), account.id, deps.clock.now()))
      .andThen((outcome) =>
        outcome.kind === 'refused'
          ? errAsync<never, EmailChangeRefused>({ type: 'EmailChangeRefused', reason: outcome.reason })
          : deps
              .brandNames(deps.store.slug)
              .andThen((brand) =>
                deps.mailer.send(
                  emailChangedNoticeMail(
                    outcome.oldEmail,
                    { locale: deps.store.locale, slug: deps.store.slug, brand },
                    outcome.newEmail,
                  ),
                ),
              )
              // The change is made and the customer sees it; a lost notice must not turn it into a failure.
              .orElse(() => okAsync(undefined))
              .map(() => ({ email: outcome.newEmail })),
      );

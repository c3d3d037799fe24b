import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { validatePersonName } from '../../domain/checkout/person-name.ts';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { Locale } from '../../domain/site/locale.ts';
import type { Store } from '../../domain/site/stores.ts';
import { problemOf } from '../../domain/forms/field-problem.ts';
import type { CustomerRepository } from '../accounts/customer-repository.port.ts';
import { fieldsChecked, type FieldProblem, type InvalidFields } from '../../domain/forms/field-problem.ts';
import type { BrandNames } from '../accounts/brand-names.ts';
import type { Mailer, MailNotSent } from '../mail/mailer.port.ts';
import type { AuthLinks } from './auth-links.port.ts';
import { authMail, authMailLanguage } from './auth-mail.ts';
import { issueAuthToken, SIGN_UP_CONFIRMATION_TTL_MS, type TokenDeps } from './auth-token-issuer.ts';
import { parseEmail } from '../../domain/validation/email-address.ts';
import type { PasswordHasher, PasswordHashingFailure } from './password-hasher.port.ts';
import type { CommonPasswords } from '../../domain/customers/common-passwords.port.ts';
import { checkNewPassword } from '../../domain/customers/password-policy.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type SignUpInput = {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly locale: Locale | null;
};

export type SignUpError = InvalidFields | RepositoryFailure | PasswordHashingFailure | MailNotSent;

export type SignUpDeps = TokenDeps & {
  readonly customers: CustomerRepository;
  readonly passwords: PasswordHasher;
  readonly mailer: Mailer;
  readonly commonPasswords: CommonPasswords;
  /** The shop's store: its language writes the mails when the visitor's page did not say which. */
  readonly store: Pick<Store, 'slug' | 'locale'>;
  /** The name the store goes by now, as the mails sign. */
  readonly brandNames: BrandNames;
};

const checkSignUp = (input: SignUpInput, common: CommonPasswords) => {
  const email = parseEmail(input.email);
  const password = checkNewPassword('password', input.password, common);
  const firstName = validatePersonName(input.firstName);
  const lastName = validatePersonName(input.lastName);
  const problems: FieldProblem[] = [
    ...(email.isErr() ? [problemOf('email', email.error)] : []),
    ...(password.isErr() ? [password.error] : []),
    ...(firstName.isErr() ? [problemOf('firstName', firstName.error)] : []),
    ...(lastName.isErr() ? [problemOf('lastName', lastName.error)] : []),
  ];
  return fieldsChecked(problems, () => ({
    email: email.unwrapOr(''),
    password: input.password,
    firstName: firstName.unwrapOr(''),
    lastName: lastName.unwrapOr(''),
    locale: input.locale,
  }));
};

/**
 * Creates an unconfirmed account and mails its confirmation link. An address that already has an account
 * gets a "you already have an account" e-mail instead, and the caller sees the same answer either way
 * (the password is hashed on both paths, so timing does not tell either).
 */
export const signUp =
  (deps: SignUpDeps) =>
  (input: SignUpInput, links: AuthLinks): ResultAsync<void, SignUpError> => {
    const checked = checkSignUp(input, deps.commonPasswords);
    if (checked.isErr()) return errAsync(checked.error);
    const form = checked.value;
    const mails = () =>
      deps.brandNames(deps.store.slug).map((brand) => authMail(authMailLanguage(deps.store, brand, form.locale)));
    const alreadyRegistered = () =>
      mails().andThen((mail) =>
        deps.mailer.send(mail.alreadyRegistered(form.email, links.signInPage(), links.passwordResetPage())),
      );
    const confirm = () =>
      issueAuthToken(deps)('email-sign-in', form.email, SIGN_UP_CONFIRMATION_TTL_MS).andThen((token) =>
        mails().andThen((mail) =>
          deps.mailer.send(mail.confirmSignUp(form.email, links.emailSignIn(token, form.email))),
        ),
      );
    return deps.passwords.hash(form.password).andThen((passwordHash) =>
      deps.customers.byEmail(form.email).andThen((existing) =>
        existing !== null
          ? alreadyRegistered()
          : deps.customers
              .create({
                id: deps.ids.uuid() as CustomerId,
                email: form.email,
                passwordHash,
                firstName: form.firstName,
                lastName: form.lastName,
                locale: form.locale,
                emailVerifiedAt: null,
              })
              .map(() => 'created' as const)
              // A concurrent sign-up with the same address won the insert: this one is "already registered".
              .orElse((error) => (error.type === 'EmailTaken' ? okAsync('taken' as const) : errAsync(error)))
              .andThen((outcome) => (outcome === 'created' ? confirm() : alreadyRegistered())),
      ),
    );
  };

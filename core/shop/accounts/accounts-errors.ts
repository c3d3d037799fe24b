import type { AccountsAccessError } from '../../domain/customers/accounts-permissions.ts';
import type { PasswordHashingFailure } from '../auth/password-hasher.port.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { OrderNotFound } from '../orders/order-errors.ts';
import type { MailNotSent } from '../mail/mailer.port.ts';
import type { AddressBookFull, AddressNotFound } from '../../domain/customers/address-book.ts';
import type { EmailChangeRefused } from './email-change.use-cases.ts';
import type { DesignNotFound } from '../../domain/catalogue/design.ts';

/** Everything an accounts-area call can answer besides its data. */
export type AccountsError =
  | AccountsAccessError
  | RepositoryFailure
  | InvalidFields
  | OrderNotFound
  | DesignNotFound
  | PasswordHashingFailure
  | AddressNotFound
  | AddressBookFull
  | EmailChangeRefused
  | MailNotSent;

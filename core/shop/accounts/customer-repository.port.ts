import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { Locale } from '../../domain/site/locale.ts';
import type { CustomerAccount } from './customer-account.ts';
import type { ProfileChanges } from '../../domain/customers/profile-fields.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type NewCustomer = {
  readonly id: CustomerId;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly locale: Locale | null;
  readonly emailVerifiedAt: number | null;
};

export type EmailTaken = { readonly type: 'EmailTaken' };

/** Where the shop keeps customer accounts; e-mails are stored and looked up lower-cased. */
export interface CustomerRepository {
  byId(id: CustomerId): ResultAsync<CustomerAccount | null, RepositoryFailure>;
  byEmail(email: string): ResultAsync<CustomerAccount | null, RepositoryFailure>;
  /** EmailTaken when another account already has the address (checked by the database, so races lose cleanly). */
  create(customer: NewCustomer): ResultAsync<CustomerAccount, EmailTaken | RepositoryFailure>;
  /** Null when there is no such account. */
  updateProfile(id: CustomerId, changes: ProfileChanges): ResultAsync<CustomerAccount | null, RepositoryFailure>;
  /** Sets a new password hash; setting one through an e-mailed token also proves the address. */
  setPassword(id: CustomerId, passwordHash: string, emailVerifiedAt: number): ResultAsync<void, RepositoryFailure>;
  /** Records the address as proven, keeping the first proof's time; null when there is no such account. */
  markEmailVerified(id: CustomerId, at: number): ResultAsync<CustomerAccount | null, RepositoryFailure>;
}

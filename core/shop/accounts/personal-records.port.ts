import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type PersonalReview = {
  readonly articleId: number;
  readonly designId: string | null;
  readonly authorName: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  /** ISO 8601 instant. */
  readonly createdAt: string;
};

export type NewsletterRecord = {
  readonly store: string;
  readonly status: string;
  /** ISO 8601 instant. */
  readonly createdAt: string;
};

/** What else the shop holds about a person, beyond account, orders, tickets and saved designs. */
export interface PersonalRecords {
  reviewsOf(customerId: CustomerId): ResultAsync<readonly PersonalReview[], RepositoryFailure>;
  /** Null when the address never subscribed. */
  newsletterOf(email: string): ResultAsync<NewsletterRecord | null, RepositoryFailure>;
  /**
   * Erases a person: account, saved designs, address book, pending e-mail changes, tickets with their messages, reviews' names, newsletter row and
   * e-mailed links are gone; orders stay for accounting with every personal field blanked, so the address is free again.
   */
  erase(customerId: CustomerId, email: string): ResultAsync<void, RepositoryFailure>;
}

import type { ResultAsync } from 'neverthrow';
import type { NewsletterSubscription } from './newsletter-subscription.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Where the shop keeps newsletter subscriptions, one per lower-cased e-mail. */
export interface NewsletterRepository {
  /** The subscription of this e-mail, or undefined when it never subscribed. */
  find(email: string): ResultAsync<NewsletterSubscription | undefined, RepositoryFailure>;
  /** Inserts or replaces the subscription of its e-mail. */
  save(subscription: NewsletterSubscription): ResultAsync<void, RepositoryFailure>;
}

import type { ResultAsync } from 'neverthrow';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { MailNotSent } from '../mail/mailer.port.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import type { InvalidNewsletterToken } from './newsletter-subscription.ts';
import type { OwnSubscription, SubscriberRequired } from './own-subscription.use-cases.ts';
import type { NewsletterOutcome, SubscriptionRequested } from './newsletter.use-cases.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Every way a call of this context's shop API can fail. */
export type NewsletterError =
  InvalidFields | RepositoryFailure | MailNotSent | InvalidNewsletterToken | SubscriberRequired;

/** The newsletter's shop API: its use cases bound to their ports, as a route calls them. */
export type ShopNewsletter = {
  readonly defaultStore: StoreSlug;
  readonly subscribe: (
    email: string,
    store: StoreSlug,
  ) => ResultAsync<SubscriptionRequested, InvalidFields | RepositoryFailure | MailNotSent>;
  readonly confirm: (token: string) => ResultAsync<NewsletterOutcome, InvalidNewsletterToken | RepositoryFailure>;
  readonly unsubscribe: (token: string) => ResultAsync<NewsletterOutcome, InvalidNewsletterToken | RepositoryFailure>;
  /** The signed-in customer's own subscription, read and changed from the profile. */
  readonly ownSubscription: (
    customer: Customer | null,
  ) => ResultAsync<OwnSubscription, SubscriberRequired | RepositoryFailure>;
  readonly subscribeOwn: (
    customer: Customer | null,
    store: StoreSlug,
  ) => ResultAsync<OwnSubscription, SubscriberRequired | InvalidFields | RepositoryFailure | MailNotSent>;
  readonly unsubscribeOwn: (
    customer: Customer | null,
  ) => ResultAsync<OwnSubscription, SubscriberRequired | RepositoryFailure>;
};

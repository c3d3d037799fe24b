import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Customer, CustomerId } from '../../domain/customers/customer.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { MailNotSent } from '../mail/mailer.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { NewsletterStatus } from './newsletter-subscription.ts';
import { subscribeToNewsletter, type NewsletterDeps, type SubscribeDeps } from './newsletter.use-cases.ts';

/** The address a signed-in customer's newsletter is sent to: their account's e-mail. */
export interface SubscriberAddresses {
  /** The e-mail of this account, or null when there is no such account. */
  emailOf(customer: CustomerId): ResultAsync<string | null, RepositoryFailure>;
}

export type SubscriberRequired = { readonly type: 'SubscriberRequired' };
const subscriberRequired = (): SubscriberRequired => ({ type: 'SubscriberRequired' });

/** The customer's own subscription: 'none' when the address never subscribed. */
export type OwnSubscription = { readonly email: string; readonly status: NewsletterStatus | 'none' };

export type OwnSubscriptionDeps = NewsletterDeps & { readonly addresses: SubscriberAddresses };

const addressOf = (deps: OwnSubscriptionDeps, customer: Customer | null) =>
  customer === null
    ? errAsync(subscriberRequired())
    : deps.addresses
        .emailOf(customer.id)
        .andThen((email) => (email === null ? errAsync(subscriberRequired()) : okAsync(email.trim().toLowerCase())));

const statusOf = (deps: OwnSubscriptionDeps, email: string): ResultAsync<OwnSubscription, RepositoryFailure> =>
  deps.subscriptions.find(email).map((subscription) => ({ email, status: subscription?.status ?? 'none' }));

/** Whether the signed-in customer's address gets the newsletter. */
export const ownNewsletterSubscription =
  (deps: OwnSubscriptionDeps) =>
  (customer: Customer | null): ResultAsync<OwnSubscription, SubscriberRequired | RepositoryFailure> =>
    addressOf(deps, customer).andThen((email) => statusOf(deps, email));

/**
 * Subscribing from the profile is the same double opt-in as the public form: the confirmation click is the
 * consent on record, and a confirmed address is left as it is.
 */
export const subscribeOwnAddress =
  (deps: OwnSubscriptionDeps & SubscribeDeps) =>
  (
    customer: Customer | null,
    store: StoreSlug,
  ): ResultAsync<OwnSubscription, SubscriberRequired | InvalidFields | RepositoryFailure | MailNotSent> =>
    addressOf(deps, customer).andThen((email) =>
      subscribeToNewsletter(deps)(email, store).andThen(() => statusOf(deps, email)),
    );

/** Opting out from the profile needs no link: the session proves the address is the customer's. */
export const unsubscribeOwnAddress =
  (deps: OwnSubscriptionDeps) =>
  (customer: Customer | null): ResultAsync<OwnSubscription, SubscriberRequired | RepositoryFailure> =>
    addressOf(deps, customer).andThen((email) =>
      deps.subscriptions
        .find(email)
        .andThen((subscription) =>
          subscription === undefined || subscription.status === 'unsubscribed'
            ? okAsync<OwnSubscription, RepositoryFailure>({ email, status: subscription?.status ?? 'none' })
            : deps.subscriptions
                .save({ ...subscription, status: 'unsubscribed', unsubscribedAt: deps.clock.now() })
                .map((): OwnSubscription => ({ email, status: 'unsubscribed' })),
        ),
    );

import { err, ok, okAsync } from 'neverthrow';
import type { NewsletterRepository } from '../../core/shop/newsletter/newsletter-repository.port.ts';
import type { NewsletterSubscription } from '../../core/shop/newsletter/newsletter-subscription.ts';
import type { NewsletterTokens } from '../../core/shop/newsletter/newsletter-tokens.port.ts';

export const inMemoryNewsletter = (initial: readonly NewsletterSubscription[] = []) => {
  const subscriptions = new Map(initial.map((subscription) => [subscription.email, subscription]));
  const repository: NewsletterRepository = {
    find: (email) => okAsync(subscriptions.get(email)),
    save: (subscription) => {
      subscriptions.set(subscription.email, subscription);
      return okAsync(undefined);
    },
  };
  return { repository, subscriptions };
};

/** Readable tokens for use-case specs: 'signed:' plus the claims as JSON; anything else is forged. */
export const readableTokens: NewsletterTokens = {
  sign: (claims) => `signed:${JSON.stringify(claims)}`,
  open: (token) =>
    token.startsWith('signed:') ? ok(JSON.parse(token.slice('signed:'.length))) : err({ type: 'ForgedToken' }),
};

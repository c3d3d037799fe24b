import { eq } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { Locale } from '../../core/domain/site/locale.ts';
import type { StoreSlug } from '../../core/domain/site/stores.ts';
import type { NewsletterRepository } from '../../core/shop/newsletter/newsletter-repository.port.ts';
import type { NewsletterStatus, NewsletterSubscription } from '../../core/shop/newsletter/newsletter-subscription.ts';
import type { ShopDatabase } from './database.ts';
import { newsletterSubscriptions } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

export const postgresNewsletterRepository = (db: ShopDatabase): NewsletterRepository => ({
  find: (email) =>
    ResultAsync.fromPromise(
      db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
        .then(([row]): NewsletterSubscription | undefined =>
          row === undefined
            ? undefined
            : {
                email: row.email,
                // Written from the domain type, so these texts are its values.
                store: row.store as StoreSlug,
                locale: row.locale as Locale,
                status: row.status as NewsletterStatus,
                createdAt: row.createdAt.getTime(),
                confirmedAt: row.confirmedAt?.getTime() ?? null,
                unsubscribedAt: row.unsubscribedAt?.getTime() ?? null,
              },
        ),
      failure,
    ),

  save: (subscription) => {
    const row = {
      ...subscription,
      createdAt: new Date(subscription.createdAt),
      confirmedAt: dateOf(subscription.confirmedAt),
      unsubscribedAt: dateOf(subscription.unsubscribedAt),
    };
    const { email: _email, ...changes } = row;
    return ResultAsync.fromPromise(
      db
        .insert(newsletterSubscriptions)
        .values(row)
        .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: changes })
        .then(() => undefined),
      failure,
    );
  },
});

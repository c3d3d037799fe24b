import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../core/domain/customers/customer.ts';
import type { Locale } from '../../core/domain/site/locale.ts';
import type { RepositoryFailure } from '../../core/shop/catalogue/design-repository.port.ts';
import type { ReviewFilter, ReviewRepository } from '../../core/shop/reviews/review-repository.port.ts';
import { REVIEW_RATINGS, type RatingCounts, type Review, type ReviewRating } from '../../core/shop/reviews/review.ts';
import type { ShopDatabase } from './database.ts';
import { reviews } from './schema/index.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

// The rows were written from the domain type, so rating and locale hold its values.
const reviewOf = (row: typeof reviews.$inferSelect): Review => ({
  ...row,
  customerId: row.customerId as CustomerId | null,
  rating: row.rating as ReviewRating,
  locale: row.locale as Locale,
  createdAt: row.createdAt.getTime(),
});

const matching = ({ articleId, rating }: ReviewFilter): SQL | undefined =>
  and(
    articleId === undefined ? undefined : eq(reviews.articleId, articleId),
    rating === undefined ? undefined : eq(reviews.rating, rating),
  );

export const postgresReviewRepository = (db: ShopDatabase): ReviewRepository => ({
  page: (filter, page, pageSize) =>
    ResultAsync.fromPromise(
      Promise.all([
        db
          .select()
          .from(reviews)
          .where(matching(filter))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(reviews).where(matching(filter)),
      ]).then(([rows, [totals]]) => ({ reviews: rows.map(reviewOf), total: totals?.total ?? 0 })),
      failure,
    ),

  ratingCounts: (articleId) =>
    ResultAsync.fromPromise(
      db
        .select({ rating: reviews.rating, total: count() })
        .from(reviews)
        .where(matching({ articleId }))
        .groupBy(reviews.rating)
        .then(
          (rows): RatingCounts =>
            Object.fromEntries(
              REVIEW_RATINGS.map((rating) => [rating, rows.find((row) => row.rating === rating)?.total ?? 0]),
            ) as RatingCounts,
        ),
      failure,
    ),

  add: (review) =>
    ResultAsync.fromPromise(
      db
        .insert(reviews)
        .values({ ...review, createdAt: new Date(review.createdAt) })
        // The unique (order_id, article_id) index settles two concurrent reviews of one purchase.
        .onConflictDoNothing()
        .returning({ id: reviews.id })
        .then((inserted) => (inserted.length === 0 ? 'duplicate' : 'added')),
      failure,
    ),
});

import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../core/domain/customers/customer.ts';
import type { Locale } from '../../core/domain/site/locale.ts';
import type { ImageFormatSet } from '../../core/domain/media/image-format.ts';
import type { ReviewFilter, ReviewRepository } from '../../core/shop/reviews/review-repository.port.ts';
import {
  REVIEW_RATINGS,
  type RatingCounts,
  type Review,
  type ReviewRating,
  type ReviewStatus,
} from '../../core/domain/reviews/review.ts';
import type { ShopDatabase } from './database.ts';
import { articles, reviews } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

// The rows were written from the domain type, so rating, locale, status and photo hold its values.
const reviewOf = (row: typeof reviews.$inferSelect): Review => ({
  ...row,
  customerId: row.customerId as CustomerId | null,
  rating: row.rating as ReviewRating,
  locale: row.locale as Locale,
  status: row.status as ReviewStatus,
  photo: row.photo === null ? null : { ...row.photo, formats: row.photo.formats as ImageFormatSet },
  createdAt: row.createdAt.getTime(),
});

const published = ({ articleId, designId, rating }: ReviewFilter): SQL | undefined =>
  and(
    eq(reviews.status, 'published'),
    articleId === undefined ? undefined : eq(reviews.articleId, articleId),
    designId === undefined ? undefined : eq(reviews.designId, designId),
    rating === undefined ? undefined : eq(reviews.rating, rating),
  );

export const postgresReviewRepository = (db: ShopDatabase): ReviewRepository => ({
  page: (filter, page, pageSize) =>
    ResultAsync.fromPromise(
      db
        .select()
        .from(reviews)
        .where(published(filter))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .then((rows) => rows.map(reviewOf)),
      failure,
    ),

  ratingCounts: ({ articleId, designId }) =>
    ResultAsync.fromPromise(
      db
        .select({ rating: reviews.rating, total: count() })
        .from(reviews)
        .where(published({ articleId, designId }))
        .groupBy(reviews.rating)
        .then(
          (rows): RatingCounts =>
            Object.fromEntries(
              REVIEW_RATINGS.map((rating) => [rating, rows.find((row) => row.rating === rating)?.total ?? 0]),
            ) as RatingCounts,
        ),
      failure,
    ),

  reviewedArticles: (locale) =>
    ResultAsync.fromPromise(
      db
        .selectDistinct({ id: articles.id, slug: articles.slug, names: articles.names })
        .from(articles)
        .innerJoin(reviews, and(eq(reviews.articleId, articles.id), eq(reviews.status, 'published')))
        .orderBy(asc(articles.id))
        .then((rows) => rows.map((row) => ({ id: row.id, name: row.names[locale] ?? row.names['en'] ?? row.slug }))),
      failure,
    ),

  add: (review) =>
    ResultAsync.fromPromise(
      db
        .insert(reviews)
        .values({
          ...review,
          photo: review.photo === null ? null : { ...review.photo, widths: [...review.photo.widths] },
          createdAt: new Date(review.createdAt),
        })
        // The unique order_line_id index settles two concurrent reviews of one line.
        .onConflictDoNothing()
        .returning({ id: reviews.id })
        .then((inserted) => (inserted.length === 0 ? 'duplicate' : 'added')),
      failure,
    ),

  publish: (id) =>
    ResultAsync.fromPromise(
      db
        .update(reviews)
        .set({ status: 'published' })
        .where(eq(reviews.id, id))
        .returning({ id: reviews.id })
        .then((updated) => (updated.length === 0 ? 'not-found' : 'published')),
      failure,
    ),

  pending: (limit) =>
    ResultAsync.fromPromise(
      db
        .select()
        .from(reviews)
        .where(eq(reviews.status, 'pending'))
        .orderBy(asc(reviews.createdAt), asc(reviews.id))
        .limit(limit)
        .then((rows) => rows.map(reviewOf)),
      failure,
    ),
});

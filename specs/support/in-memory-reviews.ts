import { okAsync } from 'neverthrow';
import type { CustomerId } from '../../core/domain/customers/customer.ts';
import type { PurchaseRecords, ReviewPhotos, UploadedPhoto } from '../../core/shop/reviews/reviewable-orders.port.ts';
import type { ReviewFilter, ReviewRepository } from '../../core/shop/reviews/review-repository.port.ts';
import { REVIEW_RATINGS, type RatingCounts, type Review } from '../../core/domain/reviews/review.ts';

const matches =
  ({ articleId, designId, rating }: ReviewFilter) =>
  (r: Review) =>
    r.status === 'published' &&
    (articleId === undefined || r.articleId === articleId) &&
    (designId === undefined || r.designId === designId) &&
    (rating === undefined || r.rating === rating);

/** Reviews in an array: newest first, one per order line; `articles` names the reviewed articles. */
export const inMemoryReviews = (initial: readonly Review[] = [], articles: ReadonlyMap<number, string> = new Map()) => {
  const reviews = [...initial];
  const repository: ReviewRepository = {
    page: (filter, page, pageSize) => {
      const matching = reviews
        .filter(matches(filter))
        .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
      return okAsync(matching.slice((page - 1) * pageSize, page * pageSize));
    },
    ratingCounts: ({ articleId, designId }) =>
      okAsync(
        Object.fromEntries(
          REVIEW_RATINGS.map((rating) => [rating, reviews.filter(matches({ articleId, designId, rating })).length]),
        ) as RatingCounts,
      ),
    reviewedArticles: () =>
      okAsync(
        [...new Set(reviews.filter(matches({})).map((r) => r.articleId))]
          .sort((a, b) => a - b)
          .map((id) => ({ id, name: articles.get(id) ?? String(id) })),
      ),
    add: (review) => {
      const duplicate = review.orderLineId !== null && reviews.some((r) => r.orderLineId === review.orderLineId);
      if (duplicate) return okAsync('duplicate' as const);
      reviews.push(review);
      return okAsync('added' as const);
    },
    publish: (id) => {
      const index = reviews.findIndex((r) => r.id === id);
      if (index < 0) return okAsync('not-found' as const);
      reviews[index] = { ...reviews[index]!, status: 'published' };
      return okAsync('published' as const);
    },
    pending: (limit) =>
      okAsync(
        reviews
          .filter((r) => r.status === 'pending')
          .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id))
          .slice(0, limit),
      ),
  };
  return { repository, reviews };
};

export type FakeOrder = {
  readonly orderId: string;
  readonly publicId: string;
  readonly customerId: string | null;
  readonly email: string;
  readonly status: number;
  readonly articleIds: readonly number[];
  readonly placedAt: number;
};

/** Orders as the reviews read them: lines named `Article <id>`, ids `<order>-line-<n>`, Ana in Spain. */
export const inMemoryPurchaseRecords = (orders: readonly FakeOrder[], reviews: readonly Review[]): PurchaseRecords => ({
  order: (publicId) => {
    const order = orders.find((found) => found.publicId === publicId);
    return okAsync(
      order === undefined
        ? undefined
        : {
            orderId: order.orderId,
            publicId: order.publicId,
            customerId: order.customerId as CustomerId | null,
            status: order.status,
            firstName: 'Ana',
            country: 'ES',
            lines: order.articleIds.map((articleId, n) => {
              const lineId = `${order.orderId}-line-${n + 1}`;
              return {
                lineId,
                articleId,
                designId: null,
                name: `Article ${articleId}`,
                reviewed: reviews.some((r) => r.orderLineId === lineId),
              };
            }),
          },
    );
  },
});

/** Uploads by id. */
export const inMemoryReviewPhotos = (photos: Readonly<Record<string, UploadedPhoto>>): ReviewPhotos => ({
  find: (uploadId) => okAsync(photos[uploadId]),
});

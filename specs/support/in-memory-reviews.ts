import { okAsync } from 'neverthrow';
import type { PurchaseRecords, PurchasedOrder, Reviewer } from '../../core/shop/reviews/purchase-records.port.ts';
import type { ReviewRepository } from '../../core/shop/reviews/review-repository.port.ts';
import { REVIEW_RATINGS, type RatingCounts, type Review } from '../../core/shop/reviews/review.ts';

/** Reviews in an array: newest first, one per order and article. */
export const inMemoryReviews = (initial: readonly Review[] = []) => {
  const reviews = [...initial];
  const repository: ReviewRepository = {
    page: ({ articleId, rating }, page, pageSize) => {
      const matching = reviews
        .filter(
          (r) =>
            (articleId === undefined || r.articleId === articleId) && (rating === undefined || r.rating === rating),
        )
        .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
      return okAsync({ reviews: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length });
    },
    ratingCounts: (articleId) =>
      okAsync(
        Object.fromEntries(
          REVIEW_RATINGS.map((rating) => [
            rating,
            reviews.filter((r) => r.rating === rating && (articleId === undefined || r.articleId === articleId)).length,
          ]),
        ) as RatingCounts,
      ),
    add: (review) => {
      const duplicate =
        review.orderId !== null &&
        reviews.some((r) => r.orderId === review.orderId && r.articleId === review.articleId);
      if (duplicate) return okAsync('duplicate' as const);
      reviews.push(review);
      return okAsync('added' as const);
    },
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

/** Who bought what, answered from a list of orders and the reviews written so far. */
export const inMemoryPurchaseRecords = (orders: readonly FakeOrder[], reviews: readonly Review[]): PurchaseRecords => ({
  ordersContaining: (reviewer: Reviewer, articleId: number) =>
    okAsync(
      orders
        .filter((order) =>
          reviewer.kind === 'customer'
            ? order.customerId === reviewer.customerId
            : order.publicId === reviewer.orderPublicId && order.email.toLowerCase() === reviewer.email.toLowerCase(),
        )
        .filter((order) => order.articleIds.includes(articleId))
        .sort((a, b) => b.placedAt - a.placedAt || b.orderId.localeCompare(a.orderId))
        .map((order): PurchasedOrder => ({
          orderId: order.orderId,
          status: order.status,
          reviewed: reviews.some((r) => r.orderId === order.orderId && r.articleId === articleId),
        })),
    ),
});

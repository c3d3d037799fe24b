import { errAsync, ResultAsync } from 'neverthrow';
import type { RepositoryFailure } from '../catalogue/design-repository.port.ts';
import type { ReviewFilter, ReviewRepository } from './review-repository.port.ts';
import { publicReview, reviewSummary, type PublicReview, type ReviewSummary } from './review.ts';

export const MAX_REVIEW_PAGE_SIZE = 50;

export type ReviewQuery = ReviewFilter & { readonly page: number; readonly pageSize: number };

/** One page of reviews plus the stars of everything the article (or the shop) was given, whatever the filter. */
export type ReviewList = {
  readonly reviews: readonly PublicReview[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly summary: ReviewSummary;
};

export type InvalidReviewPaging = { readonly type: 'InvalidReviewPaging' };

const isPositiveInteger = (n: number) => Number.isInteger(n) && n > 0;

export const listReviews =
  (reviews: ReviewRepository) =>
  ({ page, pageSize, ...filter }: ReviewQuery): ResultAsync<ReviewList, RepositoryFailure | InvalidReviewPaging> => {
    if (!isPositiveInteger(page) || !isPositiveInteger(pageSize) || pageSize > MAX_REVIEW_PAGE_SIZE) {
      return errAsync({ type: 'InvalidReviewPaging' });
    }
    return ResultAsync.combine([
      reviews.page(filter, page, pageSize),
      reviews.ratingCounts(filter.articleId),
    ] as const).map(([found, counts]) => ({
      reviews: found.reviews.map(publicReview),
      page,
      pageSize,
      total: found.total,
      summary: reviewSummary(counts),
    }));
  };

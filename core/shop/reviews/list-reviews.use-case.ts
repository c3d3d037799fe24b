import { errAsync, ResultAsync } from 'neverthrow';
import type { Locale } from '../../domain/site/locale.ts';
import type { ReviewedArticle, ReviewFilter, ReviewRepository } from './review-repository.port.ts';
import { publicReview, reviewSummary, type PublicReview, type ReviewSummary } from './review.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export const MAX_REVIEW_PAGE_SIZE = 50;

export type ReviewQuery = ReviewFilter & {
  readonly page: number;
  readonly pageSize: number;
  /** The language the article filter's names are given in. */
  readonly locale: Locale;
};

/** One page of published reviews plus the stars of everything the article, design or shop was given, whatever the stars filter. */
export type ReviewList = {
  readonly reviews: readonly PublicReview[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly summary: ReviewSummary;
  /** Every article with published reviews, for the filter by article. */
  readonly articles: readonly ReviewedArticle[];
};

export type InvalidReviewPaging = { readonly type: 'InvalidReviewPaging' };

const isPositiveInteger = (n: number) => Number.isInteger(n) && n > 0;

export const listReviews =
  (reviews: ReviewRepository) =>
  ({
    page,
    pageSize,
    locale,
    ...filter
  }: ReviewQuery): ResultAsync<ReviewList, RepositoryFailure | InvalidReviewPaging> => {
    if (!isPositiveInteger(page) || !isPositiveInteger(pageSize) || pageSize > MAX_REVIEW_PAGE_SIZE) {
      return errAsync({ type: 'InvalidReviewPaging' });
    }
    return ResultAsync.combine([
      reviews.page(filter, page, pageSize),
      reviews.ratingCounts(filter),
      reviews.reviewedArticles(locale),
    ] as const).map(([found, counts, articles]) => ({
      reviews: found.reviews.map(publicReview),
      page,
      pageSize,
      total: found.total,
      summary: reviewSummary(counts),
      articles,
    }));
  };

import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Locale } from '../../domain/site/locale.ts';
import type { ReviewedArticle, ReviewFilter, ReviewRepository } from './review-repository.port.ts';
import {
  publicReview,
  reviewSummary,
  type PublicReview,
  type RatingCounts,
  type ReviewRating,
  type ReviewSummary,
} from '../../domain/reviews/review.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export const MAX_REVIEW_PAGE_SIZE = 50;

export type ReviewQuery = ReviewFilter & {
  readonly page: number;
  readonly pageSize: number;
  /** The language the article filter's names are given in. */
  readonly locale: Locale;
  /** False when the list offers no filter by article (a design's page): its `articles` are then empty. */
  readonly withArticles?: boolean | undefined;
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

/** How many reviews the filter matches: the stars already counted for its article and design, at its rating or all. */
export const matchingTotal = (counts: RatingCounts, rating: ReviewRating | undefined): number =>
  rating === undefined ? reviewSummary(counts).total : counts[rating];

/** One page of published reviews with their star counts, filtered by design, article, rating or language. */
export const listReviews =
  (reviews: ReviewRepository) =>
  ({
    page,
    pageSize,
    locale,
    withArticles = true,
    ...filter
  }: ReviewQuery): ResultAsync<ReviewList, RepositoryFailure | InvalidReviewPaging> => {
    if (!isPositiveInteger(page) || !isPositiveInteger(pageSize) || pageSize > MAX_REVIEW_PAGE_SIZE) {
      return errAsync({ type: 'InvalidReviewPaging' });
    }
    // The stars are counted first: they give the total, and a page past it (or of nothing) needs no read.
    return reviews.ratingCounts(filter).andThen((counts) => {
      const total = matchingTotal(counts, filter.rating);
      return ResultAsync.combine([
        (page - 1) * pageSize < total ? reviews.page(filter, page, pageSize) : okAsync([]),
        withArticles ? reviews.reviewedArticles(locale) : okAsync([]),
      ] as const).map(([found, articles]) => ({
        reviews: found.map(publicReview),
        page,
        pageSize,
        total,
        summary: reviewSummary(counts),
        articles,
      }));
    });
  };

import type { ResultAsync } from 'neverthrow';
import type { RepositoryFailure } from '../catalogue/design-repository.port.ts';
import type { RatingCounts, Review, ReviewRating } from './review.ts';

/** Which reviews to list: one article's or all, optionally only one number of stars. */
export type ReviewFilter = { readonly articleId?: number | undefined; readonly rating?: ReviewRating | undefined };

export type ReviewPage = { readonly reviews: readonly Review[]; readonly total: number };

/** Where the shop keeps product reviews. */
export interface ReviewRepository {
  /** One page of the matching reviews, newest first (ties by id); pages counted from 1. */
  page(filter: ReviewFilter, page: number, pageSize: number): ResultAsync<ReviewPage, RepositoryFailure>;
  /** Stars given to one article (or to all when undefined), counted per rating. */
  ratingCounts(articleId: number | undefined): ResultAsync<RatingCounts, RepositoryFailure>;
  /** Stores a review; 'duplicate' when its order already has a review of that article. */
  add(review: Review): ResultAsync<'added' | 'duplicate', RepositoryFailure>;
}

import type { ResultAsync } from 'neverthrow';
import type { Locale } from '../../domain/site/locale.ts';
import type { RatingCounts, Review, ReviewRating } from '../../domain/reviews/review.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Which published reviews to list: one article's, one design's or all, optionally only one number of stars. */
export type ReviewFilter = {
  readonly articleId?: number | undefined;
  readonly designId?: string | undefined;
  readonly rating?: ReviewRating | undefined;
};

export type ReviewedArticle = { readonly id: number; readonly name: string };

/** Where the shop keeps product reviews. */
export interface ReviewRepository {
  /** One page of the matching published reviews, newest first (ties by id); pages counted from 1. */
  page(filter: ReviewFilter, page: number, pageSize: number): ResultAsync<readonly Review[], RepositoryFailure>;
  /** Stars of the published reviews matching the filter's article and design (its rating is ignored), per rating. */
  ratingCounts(filter: ReviewFilter): ResultAsync<RatingCounts, RepositoryFailure>;
  /** The articles that have published reviews, named in the language asked (else English, else their slug). */
  reviewedArticles(locale: Locale): ResultAsync<readonly ReviewedArticle[], RepositoryFailure>;
  /** Stores a review; 'duplicate' when its order line already has one. */
  add(review: Review): ResultAsync<'added' | 'duplicate', RepositoryFailure>;
  /** Shows a pending review to everyone; 'not-found' when no review has that id. */
  publish(id: string): ResultAsync<'published' | 'not-found', RepositoryFailure>;
  /** Reviews waiting for the administrator, oldest first. */
  pending(limit: number): ResultAsync<readonly Review[], RepositoryFailure>;
}

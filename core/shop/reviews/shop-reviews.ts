import type { ResultAsync } from 'neverthrow';
import type { Customer } from '../../domain/customers/customer.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { RepositoryFailure } from '../catalogue/design-repository.port.ts';
import type { InvalidReviewPaging, ReviewList, ReviewQuery } from './list-reviews.use-case.ts';
import type { ReviewRequest } from './review-request.ts';
import type { PublicReview } from './review.ts';
import type { WriteReviewError } from './write-review.use-case.ts';

/** The reviews' shop API: its use cases bound to their ports, as a route calls them. */
export type ShopReviews = {
  readonly defaultStore: StoreSlug;
  readonly listReviews: (query: ReviewQuery) => ResultAsync<ReviewList, RepositoryFailure | InvalidReviewPaging>;
  readonly writeReview: (
    customer: Customer | null,
    request: ReviewRequest,
  ) => ResultAsync<PublicReview, WriteReviewError>;
};

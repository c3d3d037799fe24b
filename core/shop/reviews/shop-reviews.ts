import type { ResultAsync } from 'neverthrow';
import type { Customer } from '../../domain/customers/customer.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { InvalidReviewPaging, ReviewList, ReviewQuery } from './list-reviews.use-case.ts';
import type { ReviewableOrder } from './open-reviewable-order.use-case.ts';
import type { ReviewNotFound } from './publish-review.use-case.ts';
import type { ReviewAccess, ReviewOrderNotFound } from './review-access.ts';
import type { ReviewRequest } from './review-request.ts';
import type { PublicReview } from '../../domain/reviews/review.ts';
import type { WriteReviewError } from './write-review.use-case.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** The reviews' shop API: its use cases bound to their ports, as a route calls them. */
export type ShopReviews = {
  readonly defaultStore: StoreSlug;
  readonly listReviews: (query: ReviewQuery) => ResultAsync<ReviewList, RepositoryFailure | InvalidReviewPaging>;
  readonly reviewableOrder: (
    access: ReviewAccess,
    publicId: string,
  ) => ResultAsync<ReviewableOrder, ReviewOrderNotFound | RepositoryFailure>;
  readonly writeReview: (access: ReviewAccess, request: ReviewRequest) => ResultAsync<PublicReview, WriteReviewError>;
  readonly publishReview: (
    customer: Customer | null,
    id: string,
  ) => ResultAsync<{ readonly id: string }, ReviewNotFound | RepositoryFailure>;
};

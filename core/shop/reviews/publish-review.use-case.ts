import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Customer } from '../../domain/customers/customer.ts';
import { isAdministrator } from '../../domain/customers/customer.ts';
import type { ReviewRepository } from './review-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** No review with that id, or an asker who may not moderate: the same answer. */
export type ReviewNotFound = { readonly type: 'ReviewNotFound' };

/** The administrator publishes a pending review; publishing a published one changes nothing. */
export const publishReview =
  (reviews: ReviewRepository) =>
  (id: string): ResultAsync<{ readonly id: string }, ReviewNotFound | RepositoryFailure> =>
    reviews
      .publish(id)
      .andThen((outcome) =>
        outcome === 'not-found' ? errAsync({ type: 'ReviewNotFound' as const }) : okAsync({ id }),
      );

/** The same, from the Shop API: anyone but the administrator is told there is no such review. */
export const publishReviewAs =
  (reviews: ReviewRepository) =>
  (customer: Customer | null, id: string): ResultAsync<{ readonly id: string }, ReviewNotFound | RepositoryFailure> =>
    customer !== null && isAdministrator(customer) ? publishReview(reviews)(id) : errAsync({ type: 'ReviewNotFound' });

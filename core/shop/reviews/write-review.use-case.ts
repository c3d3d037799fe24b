import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Customer } from '../../domain/customers/customer.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import { storeFor } from '../../domain/site/stores.ts';
import type { RepositoryFailure } from '../catalogue/design-repository.port.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { PurchaseRecords, Reviewer } from './purchase-records.port.ts';
import type { ReviewRepository } from './review-repository.port.ts';
import { checkReviewRequest, type ReviewRequest } from './review-request.ts';
import { orderToReview, type ReviewNotAllowed } from './reviewable-order.ts';
import { publicReview, type PublicReview, type Review } from './review.ts';

export type WriteReviewDeps = {
  readonly reviews: ReviewRepository;
  readonly purchases: PurchaseRecords;
  readonly clock: Clock;
  readonly ids: IdGenerator;
};

export type WriteReviewError = InvalidFields | ReviewNotAllowed | RepositoryFailure;

/** A review of an article the reviewer bought and received, one per order and article. */
export const writeReview =
  ({ reviews, purchases, clock, ids }: WriteReviewDeps) =>
  (customer: Customer | null, request: ReviewRequest): ResultAsync<PublicReview, WriteReviewError> => {
    const checked = checkReviewRequest(request, customer === null);
    if (checked.isErr()) return errAsync(checked.error);
    const { guestOrder, store, ...fields } = checked.value;
    const reviewer: Reviewer =
      guestOrder === null
        ? { kind: 'customer', customerId: (customer as Customer).id }
        : { kind: 'guest', ...guestOrder };
    return purchases.ordersContaining(reviewer, fields.articleId).andThen((orders) => {
      const order = orderToReview(orders);
      if ('type' in order) return errAsync(order);
      const review: Review = {
        ...fields,
        id: ids.uuid(),
        customerId: customer?.id ?? null,
        orderId: order.orderId,
        locale: storeFor(store).locale,
        createdAt: clock.now(),
      };
      return reviews
        .add(review)
        .andThen((outcome) =>
          outcome === 'duplicate'
            ? errAsync<PublicReview, ReviewNotAllowed>({ type: 'ReviewAlreadyWritten' })
            : okAsync(publicReview(review)),
        );
    });
  };

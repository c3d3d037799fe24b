import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../../domain/shared/clock.port.ts';
import { isDelivered, mayReview, type ReviewAccess, type ReviewOrderNotFound } from './review-access.ts';
import type { ReviewLinkTokens } from './review-link.ts';
import type { PurchaseRecords, PurchasedLine } from './reviewable-orders.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** The review form's order: its lines and whether it can be reviewed yet; nothing about its buyer. */
export type ReviewableOrder = {
  readonly publicId: string;
  readonly delivered: boolean;
  readonly lines: readonly PurchasedLine[];
};

export type OpenReviewableOrderDeps = {
  readonly purchases: PurchaseRecords;
  readonly tokens: ReviewLinkTokens;
  readonly clock: Clock;
};

/** The order the review form is about, for its customer or the holder of its review link alone. */
export const openReviewableOrder =
  ({ purchases, tokens, clock }: OpenReviewableOrderDeps) =>
  (access: ReviewAccess, publicId: string): ResultAsync<ReviewableOrder, ReviewOrderNotFound | RepositoryFailure> =>
    purchases.order(publicId).andThen((found) =>
      mayReview(found, access, tokens, clock.now()).match(
        (order) => okAsync({ publicId: order.publicId, delivered: isDelivered(order), lines: order.lines }),
        (error) => errAsync(error),
      ),
    );

import type { SiteUrls } from '../../domain/site/country-sites.ts';
import { okAsync, type ResultAsync } from 'neverthrow';
import { ORDER_STATUS } from '../../domain/orders/order-status.ts';
import type { OrderState } from '../../domain/orders/order-state.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { BrandNames } from '../accounts/brand-names.ts';
import { jobFailed, type JobHandler } from '../jobs/job-queue.port.ts';
import type { ShopJobs } from '../jobs/shop-jobs.ts';
import type { Mailer, MailNotSent } from '../mail/mailer.port.ts';
import { reviewLinkUrl, type ReviewLinkTokens } from './review-link.ts';
import { reviewInvitationMail, type InvitedOrder } from './review-invitation-mail.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Who placed an order, as its delivery mail addresses them. */
export interface InvitationRecipients {
  /** The order with that public id, or undefined. */
  invitee(publicId: string): ResultAsync<InvitedOrder | undefined, RepositoryFailure>;
}

export type InviteReviewDeps = {
  readonly recipients: InvitationRecipients;
  /** The mail server itself: this already is a job, retried on its own, so it queues no second one. */
  readonly mailer: Mailer;
  readonly tokens: ReviewLinkTokens;
  readonly clock: Clock;
  /** Each store's configured origin, never a request's Host: the order's store's. */
  readonly siteUrls: SiteUrls;
  readonly brandNames: BrandNames;
};

/** Whether a change is the order's arrival at delivered: a terminal status, so it happens once per order. */
export const enteredDelivered = (before: OrderState, after: OrderState): boolean =>
  after.status === ORDER_STATUS.DELIVERED && before.status !== ORDER_STATUS.DELIVERED;

/**
 * Mails the review invitation the delivery queued with itself, with the order's signed review link (signed at the
 * try, so a retried mail's link is as fresh as its sending). A failed read or send fails the try, to be retried.
 */
export const inviteReview =
  (deps: InviteReviewDeps): JobHandler<ShopJobs['review-invitation']> =>
  ({ publicId }) =>
    deps.recipients
      .invitee(publicId)
      .andThen((order): ResultAsync<void, RepositoryFailure | MailNotSent> =>
        order === undefined
          ? okAsync(undefined)
          : deps
              .brandNames(order.store.slug)
              .andThen((brand) =>
                deps.mailer.send(
                  reviewInvitationMail(
                    order,
                    reviewLinkUrl(deps.siteUrls(order.store.slug), deps.tokens, publicId, deps.clock.now()),
                    brand,
                  ),
                ),
              ),
      )
      .mapErr((error) => jobFailed(error.cause));

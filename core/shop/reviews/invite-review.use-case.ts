import { okAsync, type ResultAsync } from 'neverthrow';
import { ORDER_STATUS } from '../../domain/orders/order-status.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { BrandNames } from '../accounts/brand-names.ts';
import type { Mailer, MailNotSent } from '../mail/mailer.port.ts';
import type { OrderChanged } from '../order-lifecycle/order-change.ts';
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
  /** Staff's mailer: the back office delivers orders, no visitor can trigger this mail. */
  readonly mailer: Mailer;
  readonly tokens: ReviewLinkTokens;
  readonly clock: Clock;
  /** The configured public origin, never a request's Host. */
  readonly siteUrl: string;
  readonly brandNames: BrandNames;
  /** Told of an invitation that could not be sent, for the operator's log; the delivery stands. */
  readonly failed: (publicId: string, error: RepositoryFailure | MailNotSent) => void;
};

/** Whether this change is the order's arrival at delivered: a terminal status, so it happens once per order. */
export const enteredDelivered = ({ before, change }: OrderChanged): boolean =>
  change.state.status === ORDER_STATUS.DELIVERED && before.state.status !== ORDER_STATUS.DELIVERED;

/**
 * Mails the review invitation of an order that has just been delivered, with its signed review link; any other
 * change sends nothing. Never fails, so a mail problem never undoes or refuses the transition.
 */
export const inviteReviewOnDelivery =
  (deps: InviteReviewDeps) =>
  (changed: OrderChanged): ResultAsync<OrderChanged, never> => {
    if (!enteredDelivered(changed)) return okAsync(changed);
    const { publicId } = changed.before;
    return deps.recipients
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
                    reviewLinkUrl(deps.siteUrl, deps.tokens, publicId, deps.clock.now()),
                    brand,
                  ),
                ),
              ),
      )
      .orElse((error) => {
        deps.failed(publicId, error);
        return okAsync(undefined);
      })
      .map(() => changed);
  };

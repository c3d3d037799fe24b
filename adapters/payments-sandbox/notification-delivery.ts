import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { jobFailed, jobFailedForGood, type JobHandler } from '../../core/shop/jobs/job-queue.port.ts';
import type { ShopJobs } from '../../core/shop/jobs/shop-jobs.ts';
import { signNotification } from './notification-signature.ts';

/** Acknowledged: done. Rejected: the webhook refused the notification itself. Failed: worth another try. */
export type DeliveryOutcome =
  | { readonly kind: 'acknowledged' }
  | { readonly kind: 'rejected'; readonly reason: string }
  | { readonly kind: 'failed'; readonly reason: string };

/** Posts one signed notification to the shop's webhook. */
export type SendNotification = (notification: { body: string; signature: string }) => Promise<DeliveryOutcome>;

/**
 * Delivers one notification the sandbox owes the shop, as a job of the shop's queue: signed again at each try; a
 * failed delivery is retried with backoff, one the webhook rejected fails for good with its reason.
 */
export const deliverNotification =
  (deps: { readonly secret: string; readonly send: SendNotification }): JobHandler<ShopJobs['payment-notification']> =>
  ({ body }) =>
    ResultAsync.fromPromise(deps.send({ body, signature: signNotification(body, deps.secret) }), (error) =>
      jobFailed(String(error)),
    ).andThen((outcome) => {
      if (outcome.kind === 'acknowledged') return okAsync(undefined);
      return errAsync(outcome.kind === 'rejected' ? jobFailedForGood(outcome.reason) : jobFailed(outcome.reason));
    });

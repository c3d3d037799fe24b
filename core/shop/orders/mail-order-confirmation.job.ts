import type { JobHandler } from '../jobs/job-queue.port.ts';
import { jobFailed } from '../jobs/job-queue.port.ts';
import type { ShopJobs } from '../jobs/shop-jobs.ts';
import type { Mailer } from '../mail/mailer.port.ts';

/**
 * Sends the confirmation the order queued with itself; a mail not sent fails the try, so the queue tries again
 * later. `mailer` is the per-recipient limited one: placing orders is something a visitor does.
 */
export const mailOrderConfirmation =
  (mailer: Mailer): JobHandler<ShopJobs['order-confirmation-mail']> =>
  ({ message }) =>
    mailer.send(message).mapErr((error) => jobFailed(error.cause));

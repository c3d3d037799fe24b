import type { JobHandler } from '../jobs/job-queue.port.ts';
import { jobFailed } from '../jobs/job-queue.port.ts';
import type { MailMessage, Mailer } from './mailer.port.ts';

/**
 * One try of a queued mail through `mailer` (the mail server): a mail not sent fails the try, so the queue tries
 * again later and, once the tries run out, lists it for the operator.
 */
export const deliverMail =
  (mailer: Mailer): JobHandler<{ readonly message: MailMessage }> =>
  ({ message }) =>
    mailer.send(message).mapErr((error) => jobFailed(error.cause));

import type { JobQueue } from '../jobs/job-queue.port.ts';
import type { ShopJobs } from '../jobs/shop-jobs.ts';
import type { Mailer, MailNotSent } from './mailer.port.ts';

/**
 * The mailer with an SMTP server: each mail becomes a `mail` job in `jobs` (the caller's transaction, when it has
 * one), so a mail server that is down delays mail but loses none; `queued` wakes a worker for it.
 */
export const jobMailer = (jobs: JobQueue<ShopJobs>, queued: () => void): Mailer => ({
  send: (message) =>
    jobs
      .enqueue('mail', { message })
      .mapErr((failure): MailNotSent => ({ type: 'MailNotSent', cause: failure.cause }))
      .map(queued),
});

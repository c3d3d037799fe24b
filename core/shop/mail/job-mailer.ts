import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { JobQueue } from '../jobs/job-queue.port.ts';
import type { ShopJobs } from '../jobs/shop-jobs.ts';
import type { Mailer, MailNotSent } from './mailer.port.ts';

export type JobMailerParts = {
  readonly jobs: JobQueue<ShopJobs>;
  /** Wakes a worker for the queued mail. */
  readonly queued: () => void;
  readonly ids: IdGenerator;
  /** The sender's domain, the right-hand side of each Message-ID. */
  readonly domain: string;
};

/**
 * The mailer with an SMTP server: each mail becomes a `mail` job in `jobs` (the caller's transaction, when it has
 * one), so a mail server that is down delays mail but loses none. Its Message-ID is fixed here: a worker killed
 * after the server took the mail tries again with the same one, and receivers keep one copy.
 */
export const jobMailer = ({ jobs, queued, ids, domain }: JobMailerParts): Mailer => ({
  send: (message) =>
    jobs
      .enqueue('mail', { message: { ...message, messageId: message.messageId ?? `<${ids.uuid()}@${domain}>` } })
      .mapErr((failure): MailNotSent => ({ type: 'MailNotSent', cause: failure.cause }))
      .map(queued),
});

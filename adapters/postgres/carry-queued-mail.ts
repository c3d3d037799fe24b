import { sql } from 'drizzle-orm';
import type { JobQueue } from '../../core/shop/jobs/job-queue.port.ts';
import type { ShopJobs } from '../../core/shop/jobs/shop-jobs.ts';
import type { MailMessage } from '../../core/shop/mail/mailer.port.ts';
import type { ShopDatabase } from './database.ts';

type CarriedRow = {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  headers: Record<string, string> | null;
};

const messageOf = (row: CarriedRow): MailMessage => ({
  to: row.to,
  subject: row.subject,
  text: row.text,
  ...(row.link === null ? {} : { link: row.link }),
  ...(row.headers === null || Object.keys(row.headers).length === 0 ? {} : { headers: row.headers }),
});

/**
 * Queues as `mail` jobs the mail migration 0019 found pending in the old mail queue (pg-boss's tables do not exist
 * yet when migrations run); answers how many. Each row leaves in the transaction that queues its job, so instances
 * starting together carry it once, and a later start finds nothing.
 */
export const carryQueuedMail = (db: ShopDatabase, jobsIn: (tx: ShopDatabase) => JobQueue<ShopJobs>): Promise<number> =>
  db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`WITH carried AS (DELETE FROM mail_to_carry RETURNING *)
          SELECT "to", subject, text, link, headers FROM carried ORDER BY created_at, id`,
    );
    const { rows } = result as unknown as { rows: CarriedRow[] };
    const jobs = jobsIn(tx);
    for (const row of rows) {
      const queued = await jobs.enqueue('mail', { message: messageOf(row) });
      if (queued.isErr()) throw new Error(queued.error.cause);
    }
    return rows.length;
  });

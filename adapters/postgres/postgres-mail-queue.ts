import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../../core/domain/shared/clock.port.ts';
import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import type { MailMessage, Mailer } from '../../core/shop/mail/mailer.port.ts';
import { nextMailAttempt } from '../../core/shop/mail/mail-retry.ts';
import type { ShopDatabase } from './database.ts';
import { mailOutbox } from './schema/index.ts';
import { writeToOutbox } from './postgres-outbox-mailer.ts';

/** A claimed mail is someone else's to try after this long, so a crashed worker loses nothing. */
export const MAIL_CLAIM_LEASE_MS = 5 * 60 * 1000;
const CLAIM_BATCH = 20;

export type QueuedMail = {
  readonly id: string;
  readonly message: MailMessage;
  readonly attempts: number;
  readonly createdAt: number;
};

/** Sent: done. Failed: tried again later, or given up once too old. */
export type MailAttempt = { readonly kind: 'sent' } | { readonly kind: 'failed'; readonly reason: string };

/**
 * The mailer the shop's code sends through when an SMTP server is configured: the mail is written to the
 * outbox (so a mail server that is down loses nothing) and `written` asks the queue to deliver it now.
 */
export const queuedMailer = (db: ShopDatabase, ids: IdGenerator, clock: Clock, written: () => void): Mailer => ({
  send: (message) => writeToOutbox(db, ids, message, new Date(clock.now())).map(written),
});

/** Claims the due mails by pushing their next attempt one lease ahead; rows another worker holds are skipped. */
export const claimDueMails = async (db: ShopDatabase, now: number): Promise<QueuedMail[]> => {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.abandonedAt), lte(mailOutbox.nextAttemptAt, new Date(now))))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now + MAIL_CLAIM_LEASE_MS) })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.map((row) => ({
    id: row.id,
    message: {
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.link === null ? {} : { link: row.link }),
      ...(Object.keys(row.headers).length === 0 ? {} : { headers: row.headers }),
    },
    attempts: row.attempts,
    createdAt: row.createdAt.getTime(),
  }));
};

/** Records one try; answers whether the mail was given up. */
export const recordMailAttempt = async (
  db: ShopDatabase,
  mail: QueuedMail,
  attempt: MailAttempt,
  now: number,
): Promise<{ readonly abandoned: boolean }> => {
  const attempts = mail.attempts + 1;
  const at = new Date(now);
  if (attempt.kind === 'sent') {
    await db
      .update(mailOutbox)
      .set({ attempts, sentAt: at, nextAttemptAt: null, lastError: null })
      .where(eq(mailOutbox.id, mail.id));
    return { abandoned: false };
  }
  const next = nextMailAttempt(attempts, mail.createdAt, now);
  await db
    .update(mailOutbox)
    .set(
      next === null
        ? { attempts, abandonedAt: at, nextAttemptAt: null, lastError: attempt.reason }
        : { attempts, nextAttemptAt: new Date(next), lastError: attempt.reason },
    )
    .where(eq(mailOutbox.id, mail.id));
  return { abandoned: next === null };
};

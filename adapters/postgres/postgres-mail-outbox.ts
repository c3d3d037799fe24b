import { desc } from 'drizzle-orm';
import type { ShopDatabase } from './database.ts';
import { mailOutbox } from './schema/index.ts';

export type OutboxMail = {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The HTML part as sent; null for a mail kept without one. */
  readonly html: string | null;
  readonly headers: Readonly<Record<string, string>>;
  readonly createdAt: Date;
};

/** The newest mails kept in the outbox (no SMTP server configured), newest first. */
export const latestOutboxMails = (db: ShopDatabase, limit: number): Promise<readonly OutboxMail[]> =>
  db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      headers: mailOutbox.headers,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .then((rows) => rows.map((row) => ({ ...row, headers: row.headers as Record<string, string> })));

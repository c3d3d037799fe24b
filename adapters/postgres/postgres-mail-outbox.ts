import { desc, eq, isNotNull } from 'drizzle-orm';
import type { ShopDatabase } from './database.ts';
import { mailOutbox } from './schema/index.ts';

export type OutboxMail = {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Whether the mail has an HTML part (mail kept before migration 0026 has none). */
  readonly hasHtml: boolean;
  readonly headers: Readonly<Record<string, string>>;
  readonly createdAt: Date;
};

/** The newest mails kept in the outbox (no SMTP server configured), newest first. */
export const latestOutboxMails = (db: ShopDatabase, limit: number): Promise<readonly OutboxMail[]> =>
  db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      hasHtml: isNotNull(mailOutbox.html),
      headers: mailOutbox.headers,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .then((rows) =>
      rows.map((row) => ({ ...row, hasHtml: Boolean(row.hasHtml), headers: row.headers as Record<string, string> })),
    );

/** The HTML part of the outbox mail `id`; undefined when there is no such mail or it has none. */
export const outboxMailHtml = (db: ShopDatabase, id: string): Promise<string | undefined> =>
  db
    .select({ html: mailOutbox.html })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .then(([row]) => row?.html ?? undefined);

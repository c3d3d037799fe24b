import { ResultAsync } from 'neverthrow';
import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import type { MailMessage, Mailer, MailNotSent } from '../../core/shop/mail/mailer.port.ts';
import type { LogLine } from '../system/json-line-log.ts';
import { DEVELOPMENT_LINK } from '../system/log-redaction.ts';
import type { ShopDatabase } from './database.ts';
import { mailOutbox } from './schema/index.ts';

/** Writes one mail into the outbox. */
const writeToOutbox = (db: ShopDatabase, ids: IdGenerator, message: MailMessage): ResultAsync<void, MailNotSent> =>
  ResultAsync.fromPromise(
    db.insert(mailOutbox).values({
      id: ids.uuid(),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      link: message.link ?? null,
      headers: message.headers ?? {},
    }),
    (cause): MailNotSent => ({ type: 'MailNotSent', cause: String(cause) }),
  ).map(() => undefined);

/**
 * Without an SMTP server, mail is kept in the mail_outbox table and, outside production, its link logged, so a
 * developer (or a spec) can follow a sign-in or reset link without any mail set-up.
 */
export const postgresOutboxMailer = (db: ShopDatabase, ids: IdGenerator, log: LogLine): Mailer => ({
  send: (message) =>
    writeToOutbox(db, ids, message).map(() => {
      // The link carries a live token: the log keeps it outside production only (see log-redaction.ts).
      log(
        'info',
        { mail: { subject: message.subject }, [DEVELOPMENT_LINK]: message.link ?? null },
        'Mail kept in the outbox (SMTP_URL is not set)',
      );
    }),
});

import { smtpMailer } from '../../../adapters/mail/smtp-mailer.ts';
import { postgresOutboxMailer } from '../../../adapters/postgres/postgres-outbox-mailer.ts';
import { jsonLineLog, type LogLine } from '../../../adapters/system/json-line-log.ts';
import type { Mailer } from '../../../core/shop/mail/mailer.port.ts';
import { token, TOKENS } from '../../tokens.ts';
import type { ServerModule } from './server-module.ts';

/** The mail context's keys: every context that sends e-mail (auth, newsletter, tickets) resolves `mailer`. */
export const MAIL_TOKENS = {
  mailer: token<Mailer>('mail.mailer'),
  /** Structured log lines for work outside a request (mail, startup), in the server log's format. */
  log: token<LogLine>('mail.log'),
} as const;

const senderFor = (publicUrl: string) => `no-reply@${new URL(publicUrl).hostname}`;

export const mailModule: ServerModule = {
  name: 'mail',
  bind: (container) => {
    container.bind(MAIL_TOKENS.log).toResolvedValue((config) => jsonLineLog(config.logLevel), [TOKENS.config]);
    container
      .bind(MAIL_TOKENS.mailer)
      .toResolvedValue(
        (config, db, ids, log) =>
          config.smtpUrl
            ? smtpMailer(config.smtpUrl, senderFor(config.publicUrl), log)
            : postgresOutboxMailer(db.db, ids, log),
        [TOKENS.config, TOKENS.database, TOKENS.ids, MAIL_TOKENS.log],
      );
  },
};

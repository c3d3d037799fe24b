import { smtpMailer, type DkimSettings } from '../../../adapters/mail/smtp-mailer.ts';
import type { ServerConfig } from '../config.ts';
import { latestOutboxMails, outboxMailHtml } from '../../../adapters/postgres/postgres-mail-outbox.ts';
import { mailOutboxPage } from '../../../adapters/server/mail-outbox-page.ts';
import { postgresOutboxMailer } from '../../../adapters/postgres/postgres-outbox-mailer.ts';
import { jsonLineLog, type LogLine } from '../../../adapters/system/json-line-log.ts';
import { jobMailer } from '../../../core/shop/mail/job-mailer.ts';
import type { Mailer } from '../../../core/shop/mail/mailer.port.ts';
import { recipientLimitedMailer } from '../../../core/shop/mail/recipient-limited-mailer.ts';
import { recordingMailer } from '../../../core/shop/mail/recording-mailer.ts';
import { postgresSentMails } from '../../../adapters/postgres/postgres-sent-mails.ts';
import { token, TOKENS } from '../../tokens.ts';
import { rateLimitCheckOf } from './database-bindings.ts';
import { JOBS_TOKENS } from './jobs-tokens.ts';
import type { ServerModule } from './server-module.ts';

/** The mail context's keys: staff-triggered mail (support replies) goes through `mailer`, the rest `visitorMailer`. */
export const MAIL_TOKENS = {
  mailer: token<Mailer>('mail.mailer'),
  /** For every mail a visitor can trigger (sign-in link, reset, sign-up, newsletter): limited per recipient. */
  visitorMailer: token<Mailer>('mail.visitorMailer'),
  /** Structured log lines for work outside a request (mail, startup), in the server log's format. */
  log: token<LogLine>('mail.log'),
  /** The mail server itself (SMTP, else the developer's outbox): mail jobs deliver through it, one try at a time. */
  delivery: token<Mailer>('mail.delivery'),
} as const;

const senderFor = (publicUrl: string) => `no-reply@${new URL(publicUrl).hostname}`;

/** The sender address mail goes out from: SMTP_URL's `from`, else no-reply at PUBLIC_URL's host. */
const senderAddressOf = (config: ServerConfig): string => {
  const from = config.smtpUrl ? new URL(config.smtpUrl).searchParams.get('from') : null;
  return from ?? senderFor(config.publicUrl);
};

/** The DKIM key as configured, its domain the sender's own unless DKIM_DOMAIN names another. */
export const dkimOf = (config: ServerConfig): DkimSettings | undefined =>
  config.dkim && {
    privateKey: config.dkim.privateKey,
    selector: config.dkim.selector,
    domain:
      config.dkim.domain ??
      (/@([^@>\s]+)>?\s*$/.exec(senderAddressOf(config))?.[1] ?? new URL(config.publicUrl).hostname).toLowerCase(),
  };

export const mailModule: ServerModule = {
  name: 'mail',
  bind: (container) => {
    container
      .bind(MAIL_TOKENS.log)
      .toResolvedValue(
        (config, write) => jsonLineLog(config.logLevel, write, { production: config.production }),
        [TOKENS.config, TOKENS.logWrite],
      );
    container.bind(MAIL_TOKENS.delivery).toDynamicValue((context) => {
      const config = context.get(TOKENS.config);
      const log = context.get(MAIL_TOKENS.log);
      const db = context.get(TOKENS.database).db;
      const server = config.smtpUrl
        ? smtpMailer(config.smtpUrl, senderFor(config.publicUrl), log, { dkim: dkimOf(config) })
        : postgresOutboxMailer(db, context.get(TOKENS.ids), log);
      // Each event mail the server took is noted by its Message-ID, for the desk's order timeline.
      return recordingMailer(server, postgresSentMails(db), context.get(TOKENS.clock));
    });
    // With SMTP every mail is a job first, so a mail server that is down delays mail but loses none.
    container.bind(MAIL_TOKENS.mailer).toDynamicValue((context) => {
      if (!context.get(TOKENS.config).smtpUrl) return context.get(MAIL_TOKENS.delivery);
      const runner = context.get(JOBS_TOKENS.runner);
      return jobMailer({
        jobs: runner.queueIn(context.get(TOKENS.database).db),
        queued: () => runner.wake('mail'),
        ids: context.get(TOKENS.ids),
        domain: new URL(context.get(TOKENS.config).publicUrl).hostname,
      });
    });
    container.bind(MAIL_TOKENS.visitorMailer).toResolvedValue(
      (mailer, db, clock, log) =>
        recipientLimitedMailer({
          mailer,
          checkRateLimit: rateLimitCheckOf(db, clock),
          held: (message) => log('warn', { mail: { subject: message.subject } }, 'Mail held back: recipient limit'),
        }),
      [MAIL_TOKENS.mailer, TOKENS.database, TOKENS.clock, MAIL_TOKENS.log],
    );
  },
  // A developer without SMTP follows sign-in, newsletter and review links from here; production has no such page.
  rootRoutes: (container) => {
    const config = container.get(TOKENS.config);
    if (config.smtpUrl || config.production) return async () => undefined;
    const db = container.get(TOKENS.database).db;
    return mailOutboxPage({
      latest: (limit) => latestOutboxMails(db, limit),
      htmlOf: (id) => outboxMailHtml(db, id),
    });
  },
};

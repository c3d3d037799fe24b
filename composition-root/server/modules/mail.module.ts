import type { FastifyInstance } from 'fastify';
import { mailQueueWorker, type MailQueueWorker } from '../../../adapters/mail/mail-queue-worker.ts';
import { smtpMailer } from '../../../adapters/mail/smtp-mailer.ts';
import { queuedMailer } from '../../../adapters/postgres/postgres-mail-queue.ts';
import { latestOutboxMails } from '../../../adapters/postgres/postgres-mail-outbox.ts';
import { mailOutboxPage } from '../../../adapters/server/mail-outbox-page.ts';
import { postgresOutboxMailer } from '../../../adapters/postgres/postgres-outbox-mailer.ts';
import { jsonLineLog, type LogLine } from '../../../adapters/system/json-line-log.ts';
import type { Mailer } from '../../../core/shop/mail/mailer.port.ts';
import { recipientLimitedMailer } from '../../../core/shop/mail/recipient-limited-mailer.ts';
import { token, TOKENS } from '../../tokens.ts';
import { rateLimitCheckOf } from './database-bindings.ts';
import { runsBackgroundWork } from '../shop-role.ts';
import type { ServerModule } from './server-module.ts';

/** The mail context's keys: staff-triggered mail (support replies) goes through `mailer`, the rest `visitorMailer`. */
export const MAIL_TOKENS = {
  mailer: token<Mailer>('mail.mailer'),
  /** For every mail a visitor can trigger (sign-in link, reset, sign-up, newsletter): limited per recipient. */
  visitorMailer: token<Mailer>('mail.visitorMailer'),
  /** Structured log lines for work outside a request (mail, startup), in the server log's format. */
  log: token<LogLine>('mail.log'),
  /** With an SMTP server: delivers the queued mail and retries what the server refused. */
  queue: token<MailQueueWorker>('mail.queue'),
} as const;

/** How often the queue looks for mail due again (and for mail the shop command queued). */
const QUEUE_INTERVAL_MS = 15_000;

const senderFor = (publicUrl: string) => `no-reply@${new URL(publicUrl).hostname}`;

export const mailModule: ServerModule = {
  name: 'mail',
  bind: (container) => {
    container
      .bind(MAIL_TOKENS.log)
      .toResolvedValue(
        (config, write) => jsonLineLog(config.logLevel, write, { production: config.production }),
        [TOKENS.config, TOKENS.logWrite],
      );
    container.bind(MAIL_TOKENS.queue).toResolvedValue(
      (config, db, clock, log) =>
        mailQueueWorker({
          db: db.db,
          clock,
          transport: smtpMailer(config.smtpUrl ?? '', senderFor(config.publicUrl), log),
          intervalMs: QUEUE_INTERVAL_MS,
          abandoned: (mail, reason) =>
            log('error', { mail: { subject: mail.message.subject }, cause: reason }, 'Mail given up after retries'),
          onError: (error) => log('error', { err: String(error) }, 'Mail queue run failed; it runs again'),
        }),
      [TOKENS.config, TOKENS.database, TOKENS.clock, MAIL_TOKENS.log],
    );
    // Every mail is written before it is sent, so a mail server that is down delays mail but loses none.
    container.bind(MAIL_TOKENS.mailer).toDynamicValue((context) => {
      const config = context.get(TOKENS.config);
      const { db } = context.get(TOKENS.database);
      if (!config.smtpUrl) return postgresOutboxMailer(db, context.get(TOKENS.ids), context.get(MAIL_TOKENS.log));
      const queue = context.get(MAIL_TOKENS.queue);
      return queuedMailer(db, context.get(TOKENS.ids), context.get(TOKENS.clock), () => queue.kick());
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
    const db = container.get(TOKENS.database).db;
    if (config.smtpUrl) {
      const queue = container.get(MAIL_TOKENS.queue);
      // Not started, the queue's kicks do nothing: a web instance's mail waits in the table for the worker.
      if (!runsBackgroundWork(config)) return async () => undefined;
      return async (app: FastifyInstance) => {
        app.addHook('onReady', async () => queue.start());
        app.addHook('onClose', async () => queue.stop());
      };
    }
    return config.production ? async () => undefined : mailOutboxPage((limit) => latestOutboxMails(db, limit));
  },
};

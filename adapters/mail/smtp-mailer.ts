import nodemailer from 'nodemailer';
import { ResultAsync } from 'neverthrow';
import type { Mailer, MailNotSent } from '../../core/shop/mail/mailer.port.ts';
import type { LogLine } from '../system/json-line-log.ts';

/**
 * Sends through the SMTP server of `smtpUrl` (nodemailer's URL form); a `from` query parameter sets the
 * sender, otherwise `defaultFrom`. The link is not logged: with real delivery it belongs to the recipient only.
 */
export const smtpMailer = (smtpUrl: string, defaultFrom: string, log: LogLine): Mailer => {
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from') ?? defaultFrom;
  url.searchParams.delete('from');
  // A try ends well within its job's expiry (core's mail policy): a slow server fails it, never overlaps its retry.
  const transport = nodemailer.createTransport({
    url: url.toString(),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    send: (message) =>
      ResultAsync.fromPromise(
        transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.messageId ? { messageId: message.messageId } : {}),
          ...(message.headers ? { headers: { ...message.headers } } : {}),
        }),
        (cause): MailNotSent => {
          log('error', { mail: { to: message.to, subject: message.subject }, err: String(cause) }, 'Mail not sent');
          return { type: 'MailNotSent', cause: String(cause) };
        },
      ).map(() => {
        log('info', { mail: { to: message.to, subject: message.subject } }, 'Mail sent');
      }),
  };
};

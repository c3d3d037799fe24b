import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import { ResultAsync } from 'neverthrow';
import type { Mailer, MailNotSent } from '../../core/shop/mail/mailer.port.ts';
import type { LogLine } from '../system/json-line-log.ts';

/** The key a receiver checks the shop's mail against, published as `{selector}._domainkey.{domain}` TXT. */
export type DkimSettings = { readonly privateKey: string; readonly selector: string; readonly domain: string };

/**
 * nodemailer's own list plus the two headers it leaves out that receivers must trust: RFC 8058 one-click
 * unsubscribe only counts when List-Unsubscribe-Post is signed, and Auto-Submitted keeps auto-replies away.
 */
export const DKIM_SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'To',
  'Cc',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'In-Reply-To',
  'References',
  'List-Id',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
  'Auto-Submitted',
].join(':');

/** The address of a From value, with or without a display name (`"Shop" <a@b>` or `a@b`). */
const addressOf = (from: string): string => /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

export type SmtpMailerOptions = { readonly dkim?: DkimSettings | undefined };

/**
 * Sends through the SMTP server of `smtpUrl` (nodemailer's URL form); a `from` query parameter sets the
 * sender address, otherwise `defaultFrom`, shown under the mail's brand name. Both parts go out (text and HTML),
 * DKIM-signed when a key is given. The link is not logged: with real delivery it belongs to the recipient only.
 */
export const smtpMailer = (
  smtpUrl: string,
  defaultFrom: string,
  log: LogLine,
  options: SmtpMailerOptions = {},
): Mailer => {
  const url = new URL(smtpUrl);
  const address = addressOf(url.searchParams.get('from') ?? defaultFrom);
  url.searchParams.delete('from');
  const { dkim } = options;
  // Parsed here: given a `url`, nodemailer would read the URL alone and drop the timeouts and the DKIM key beside it.
  // A try ends well within its job's expiry (core's mail policy): a slow server fails it, never overlaps its retry.
  const transport = nodemailer.createTransport({
    ...parseConnectionUrl(url.toString()),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(dkim
      ? {
          dkim: {
            domainName: dkim.domain,
            keySelector: dkim.selector,
            privateKey: dkim.privateKey,
            headerFieldNames: DKIM_SIGNED_HEADERS,
          },
        }
      : {}),
  });
  return {
    send: (message) =>
      ResultAsync.fromPromise(
        transport.sendMail({
          from: message.senderName ? { name: message.senderName, address } : address,
          to: message.to,
          subject: message.subject,
          text: message.text,
          // Mail queued before HTML parts existed has none and goes out as text alone.
          ...(message.html ? { html: message.html } : {}),
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

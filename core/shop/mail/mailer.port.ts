import type { ResultAsync } from 'neverthrow';

export type MailMessage = {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The same words as `text`, from the same content (mail-html.ts); mail queued before HTML parts existed has none. */
  readonly html?: string;
  /** The name the From line shows (the store's brand name), before the shop's sender address. */
  readonly senderName?: string;
  /** The one link the message is about (magic link, reset, opt-in), kept for the outbox and the log. */
  readonly link?: string;
  /** Extra headers, e.g. List-Unsubscribe for one-click unsubscribe (RFC 8058). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Fixed when the mail is queued, so a try repeated after the server took it is the same mail to the receiver. */
  readonly messageId?: string;
};

export type MailNotSent = { readonly type: 'MailNotSent'; readonly cause: string };

/** Sends transactional e-mail: SMTP when configured, otherwise the outbox table and a log line. */
export interface Mailer {
  send(message: MailMessage): ResultAsync<void, MailNotSent>;
}

import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { RateLimitAllowance, RateLimited, RateLimitPolicy } from '../security/check-rate-limit.use-case.ts';
import type { MailMessage, Mailer, MailNotSent } from './mailer.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/**
 * Mails a visitor can make the shop send to one mailbox, whatever the kind (sign-in link, reset, sign-up,
 * newsletter) and from however many addresses they ask: enough for a shopper retrying, never a flood.
 */
export const MAIL_PER_RECIPIENT: RateLimitPolicy = { name: 'mail-recipient', max: 5, windowMs: 60 * 60 * 1000 };

/** The mailbox an address delivers to: trimmed, lower-cased, without a `+tag` (most providers ignore it). */
export const mailboxOf = (address: string): string => {
  const normalised = address.trim().toLowerCase();
  const at = normalised.lastIndexOf('@');
  if (at < 0) return normalised;
  const local = normalised.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${normalised.slice(at)}`;
};

export type RecipientLimitedMailerDeps = {
  readonly mailer: Mailer;
  readonly checkRateLimit: (
    policy: RateLimitPolicy,
    subject: string,
  ) => ResultAsync<RateLimitAllowance, RateLimited | RepositoryFailure>;
  /** Told of each mail held back, for the operator's log. */
  readonly held: (message: MailMessage) => void;
};

/**
 * The mailer for every mail a visitor can trigger: past the recipient's limit the mail is quietly not sent
 * and the sender answers as if it were, so the answer tells nobody whether a mail went out.
 */
export const recipientLimitedMailer = (deps: RecipientLimitedMailerDeps): Mailer => ({
  send: (message) =>
    deps
      .checkRateLimit(MAIL_PER_RECIPIENT, mailboxOf(message.to))
      .orElse((refusal): ResultAsync<null, MailNotSent> => {
        if (refusal.type === 'RateLimited') return okAsync(null);
        return errAsync({ type: 'MailNotSent', cause: refusal.cause });
      })
      .andThen((allowed) => {
        if (allowed !== null) return deps.mailer.send(message);
        deps.held(message);
        return okAsync(undefined);
      }),
});

import { PRINT_JOB_RETRY } from '../../domain/print-files/print-job.ts';
import type { MailMessage } from '../mail/mailer.port.ts';
import type { JobPolicy } from './job-queue.port.ts';

/** Every kind of background job the shop runs, with what each carries. */
export type ShopJobs = {
  /** One mail for the SMTP server, queued by whatever sent it (in its transaction when it has one). */
  readonly mail: { readonly message: MailMessage };
  /** Written in the order's own transaction, so an order that commits always gets its mail and one rolled back none. */
  readonly 'order-confirmation-mail': { readonly message: MailMessage };
  /** Written in the delivery's own transaction: a delivered order gets one invitation, a rolled-back delivery none. */
  readonly 'review-invitation': { readonly publicId: string };
  /** Written in the shipping's own transaction: a shipped order's customer hears it is on its way, with the carrier's link. */
  readonly 'order-shipped-mail': { readonly publicId: string };
  /** Renders one personalised order line's print files; queued with the order, one job per line. */
  readonly 'print-file': { readonly orderLineId: string };
  /** The payments sandbox's notification to the shop's webhook, queued with the payer's choice; `body` as signed. */
  readonly 'payment-notification': { readonly eventId: string; readonly body: string };
  /** Queued with the invoice or credit note it draws, in the transaction that issued it: rendered once, then kept. */
  readonly 'invoice-pdf': { readonly number: string };
  /** Queued in the transaction that confirmed the payment: the buyer's mail linking the invoice issued there. */
  readonly 'payment-confirmed-mail': { readonly invoiceNumber: string; readonly to: string };
  /** Prunes rate-limit windows, idempotency keys, expired tokens and revocations past their retention. */
  readonly housekeeping: Readonly<Record<string, never>>;
};

export type ShopJobName = keyof ShopJobs;

/**
 * A mail is retried from 30 s, doubling, for about a day and a half (12 tries after the first); then it is kept as
 * failed for the operator, since its links may be stale by then. One SMTP conversation takes seconds: a try still
 * running after a minute died with its worker, and its mail goes out again soon after, not 5 minutes later.
 */
const MAIL_POLICY: JobPolicy = { retryLimit: 12, retryDelaySeconds: 30, expireInSeconds: 60 };

/** How each kind of job is retried and how long one try may take before its worker counts as dead. */
export const SHOP_JOB_POLICIES: { readonly [N in ShopJobName]: JobPolicy } = {
  mail: MAIL_POLICY,
  'order-confirmation-mail': MAIL_POLICY,
  'review-invitation': MAIL_POLICY,
  'order-shipped-mail': MAIL_POLICY,
  'print-file': {
    retryLimit: PRINT_JOB_RETRY.maxAttempts - 1,
    retryDelaySeconds: PRINT_JOB_RETRY.baseMs / 1000,
    expireInSeconds: PRINT_JOB_RETRY.tryMs / 1000,
  },
  // The sandbox retries from 5 s, doubling, about a day; a webhook that refuses the notification fails it at once.
  'payment-notification': { retryLimit: 14, retryDelaySeconds: 5, expireInSeconds: 60 },
  // A renderer or blob store down for a while: tried for about a day, then kept for the operator to retry.
  // A PDF draws in well under a second: a try still running after a minute died with its worker.
  'invoice-pdf': { retryLimit: 10, retryDelaySeconds: 60, expireInSeconds: 60 },
  'payment-confirmed-mail': MAIL_POLICY,
  // The next hour's run does the same work: a couple of retries, then the operator's list.
  housekeeping: { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 10 * 60 },
};

/** Tasks that run on a schedule (cron, UTC), once per period across the whole fleet. */
export const SHOP_JOB_SCHEDULES: { readonly [N in ShopJobName]?: string } = {
  housekeeping: '7 * * * *',
};

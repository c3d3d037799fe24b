import { err, ok, type Result } from 'neverthrow';
import type { PaymentNotification } from './payment-ledger.port.ts';

/** A notification is believed for three days (the provider's retries end sooner), and never from the future. */
export const NOTIFICATION_FRESHNESS_MS = 72 * 60 * 60 * 1000;
export const NOTIFICATION_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** What the shop asked the provider for: the payment's order, amount and currency. */
export type PaymentAsked = {
  readonly orderPublicId: string;
  readonly amountMinor: number;
  readonly currency: string;
};

/** How a mismatched notification's outcome starts where it is kept. */
export const MISMATCH_OUTCOME = 'MISMATCH';

export type MismatchedField = 'order' | 'amount' | 'currency';

/** A notification that speaks of another order, amount or currency than the payment it names. */
export type NotificationMismatch = {
  readonly type: 'NotificationMismatch';
  readonly fields: readonly MismatchedField[];
};

export type NotificationStale = { readonly type: 'NotificationStale'; readonly createdAt: number };

export const notificationMismatch = (fields: readonly MismatchedField[]): NotificationMismatch => ({
  type: 'NotificationMismatch',
  fields,
});

/** Too old to be a delivery of the provider's, or dated ahead of any honest clock. */
export const checkFreshness = (
  notification: Pick<PaymentNotification, 'createdAt'>,
  now: number,
): Result<void, NotificationStale> => {
  const age = now - notification.createdAt;
  return age > NOTIFICATION_FRESHNESS_MS || age < -NOTIFICATION_CLOCK_SKEW_MS
    ? err({ type: 'NotificationStale', createdAt: notification.createdAt })
    : ok(undefined);
};

/** The notification is applied only when it names what the shop asked for, field by field. */
export const checkMatch = (
  notification: PaymentNotification,
  asked: PaymentAsked,
): Result<void, NotificationMismatch> => {
  const fields: MismatchedField[] = [
    ...(notification.orderPublicId === asked.orderPublicId ? [] : ['order' as const]),
    ...(notification.amountMinor === asked.amountMinor ? [] : ['amount' as const]),
    ...(notification.currency === asked.currency ? [] : ['currency' as const]),
  ];
  return fields.length === 0 ? ok(undefined) : err(notificationMismatch(fields));
};

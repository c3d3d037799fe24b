import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { payments } from './orders.ts';

/** The sandbox provider's hosted payment page sessions, by the reference it gave the shop. */
export const paymentSandboxSessions = pgTable('payment_sandbox_sessions', {
  reference: text('reference').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => payments.id),
  orderPublicId: text('order_public_id').notNull(),
  method: text('method').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  returnUrl: text('return_url').notNull(),
  locale: text('locale').notNull(),
  /** null while the payer has not chosen; then 'approved' or 'declined', once. */
  outcome: text('outcome'),
  createdAt: createdAt(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/**
 * Notifications the sandbox owes the shop's webhook, written with the payer's choice so a crash before
 * delivery loses nothing; retried with backoff until acknowledged.
 */
export const paymentNotificationOutbox = pgTable(
  'payment_notification_outbox',
  {
    eventId: text('event_id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    /** The exact JSON body, signed again at each delivery. */
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set when the webhook refused the notification itself (a 4xx): resending the same bytes cannot help. */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_notification_outbox_due_idx').on(t.nextAttemptAt)],
);

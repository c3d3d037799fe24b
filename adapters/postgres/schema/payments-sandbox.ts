import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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

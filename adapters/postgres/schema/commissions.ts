import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** An affiliate's month marked paid: who, when, and its figures frozen as they were. */
export const commissionPayouts = pgTable(
  'commission_payouts',
  {
    id: text('id').primaryKey(),
    affiliateCustomerId: text('affiliate_customer_id').notNull(),
    period: text('period').notNull(),
    hits: integer('hits').notNull(),
    orders: integer('orders').notNull(),
    amounts: jsonb('amounts').$type<{ amountMinor: number; currency: string }[]>().notNull(),
    paidBy: text('paid_by').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('commission_payouts_period_idx').on(t.period, t.affiliateCustomerId)],
);

/** The affiliate programme's rate, one row per change: the newest is the rate now. */
export const commissionRateChanges = pgTable(
  'commission_rate_changes',
  {
    id: text('id').primaryKey(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    changedBy: text('changed_by').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('commission_rate_changes_at_idx').on(t.at.desc(), t.id.desc())],
);

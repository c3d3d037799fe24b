import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Shoppers' personalised designs (projects), autosaved from the editor. */
export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    customerId: text('customer_id'),
    articleId: integer('article_id').notNull(),
    name: text('name').notNull(),
    /** The design document, as the codec writes it (today's version). */
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    revision: integer('revision').notNull().default(1),
    popularity: integer('popularity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_customer_idx').on(t.customerId, t.updatedAt),
    index('projects_session_idx').on(t.sessionId, t.updatedAt),
  ],
);

/**
 * One personalised order line's print job as the operator sees it; the job queue (pg-boss) schedules and retries the
 * tries, each of which updates this record.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    orderLineId: text('order_line_id').primaryKey(),
    orderId: text('order_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the try in progress started (the database's clock); null between tries. */
    tryingSince: timestamp('trying_since', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Given up after the last attempt: listed for the operator. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('print_jobs_order_idx').on(t.orderId)],
);

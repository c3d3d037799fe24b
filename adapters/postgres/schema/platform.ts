import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** The storefront session object of spec section 3, by its ext_session_id. */
export const storefrontSessions = pgTable('storefront_sessions', {
  id: text('id').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  customerId: text('customer_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Page views, kept for analytics export. */
export const pageEvents = pgTable(
  'page_events',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id'),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('page_events_created_idx').on(t.createdAt)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    /** The customer who used it in a saved design or signed in after sending it. */
    customerId: text('customer_id'),
    /** The original image's pixels (null for PDF and ZIP). */
    width: integer('width'),
    height: integer('height'),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    blobKey: text('blob_key').notNull(),
    /** Re-encoded variants: format and width to blob key. */
    variants: jsonb('variants').$type<{ format: string; width: number; key: string }[]>().notNull().default([]),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_session_idx').on(t.sessionId, t.createdAt),
    index('uploads_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/** Mail kept for the developer when no SMTP server is configured; with one, each mail is a `mail` job instead. */
export const mailOutbox = pgTable('mail_outbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** The HTML part; none for a mail kept before migration 0026 or written without one. */
  html: text('html'),
  link: text('link'),
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

/** The first response to a state-changing request, replayed for the same key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: createdAt(),
    /** Renewed by its request's heartbeat while it runs (the database's clock): a stale claim's request died. */
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Fixed-window request counters, shared by every instance behind a load balancer. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
  updatedAt: updatedAt(),
});

/** One row per demo data set applied, so seeding runs once per database. */
export const demoSeeds = pgTable('demo_seeds', {
  version: integer('version').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each event mail the mail server took, by its Message-ID (`<order-confirmation.ES-…@host>`), first send kept. */
export const sentMails = pgTable('sent_mails', {
  messageId: text('message_id').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

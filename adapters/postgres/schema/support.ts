import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, translated, updatedAt } from './columns.ts';

export const helpCategories = pgTable('help_categories', {
  id: integer('id').primaryKey(),
  position: integer('position').notNull(),
  names: translated('names'),
});

/** Topic ids are digits ('90') or a slug ending in underscore and digits ('returns_12'). */
export const helpTopics = pgTable(
  'help_topics',
  {
    id: text('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id),
    position: integer('position').notNull(),
    titles: translated('titles'),
    bodies: translated('bodies'),
  },
  (t) => [index('help_topics_category_idx').on(t.categoryId, t.position)],
);

export const tickets = pgTable(
  'tickets',
  {
    id: text('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    customerId: text('customer_id'),
    email: text('email').notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    contactType: text('contact_type').notNull(),
    orderPublicId: text('order_public_id'),
    /** The id of an upload sent with the first message (see uploads), or null. */
    attachmentId: text('attachment_id'),
    status: text('status').notNull(),
    store: text('store').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tickets_customer_idx').on(t.customerId, t.updatedAt)],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: text('id').primaryKey(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => tickets.id),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    articleId: integer('article_id').notNull(),
    designId: text('design_id'),
    customerId: text('customer_id'),
    orderId: text('order_id'),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    locale: text('locale').notNull(),
    /** 'pending' until the administrator publishes it, 'hidden' once taken down; only published reviews are shown. */
    status: text('status').notNull().default('pending'),
    orderLineId: text('order_line_id'),
    /** The shipment country of the reviewed order, shown beside the reviewer's first name. */
    country: text('country'),
    photo: jsonb('photo').$type<{ uploadId: string; widths: number[]; formats: string }>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_article_idx').on(t.articleId, t.createdAt),
    index('reviews_status_idx').on(t.status, t.createdAt),
    index('reviews_design_idx').on(t.designId, t.createdAt),
    uniqueIndex('reviews_one_per_order_line_idx').on(t.orderLineId),
  ],
);

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  store: text('store').notNull(),
  locale: text('locale').notNull(),
  /** 'pending' until the double opt-in link is followed, then 'confirmed'; 'unsubscribed' after opting out. */
  status: text('status').notNull(),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

export const affiliateHits = pgTable(
  'affiliate_hits',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    deviceFootprint: text('device_footprint').notNull(),
    domain: text('domain').notNull(),
    url: text('url').notNull(),
    ip: text('ip').notNull(),
    campaign: text('campaign'),
    createdAt: createdAt(),
  },
  (t) => [
    index('affiliate_hits_customer_idx').on(t.customerId, t.createdAt),
    // The commissions page reads a month's hits of every affiliate.
    index('affiliate_hits_created_idx').on(t.createdAt, t.customerId),
  ],
);

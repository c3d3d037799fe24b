import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** One open cart per storefront session, and per customer once signed in. */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id'),
    customerId: text('customer_id'),
    store: text('store').notNull(),
    promotionCode: text('promotion_code'),
    /** 'open' until an order is placed from it ('ordered') or it is merged into its customer's cart on sign-in ('merged'). */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('carts_session_idx').on(t.sessionId),
    index('carts_customer_idx').on(t.customerId),
    // The database, not the code, keeps one open guest cart per session and one open cart per customer.
    uniqueIndex('carts_open_guest_idx')
      .on(t.sessionId)
      .where(sql`status = 'open' AND customer_id IS NULL`),
    uniqueIndex('carts_open_customer_idx')
      .on(t.customerId)
      .where(sql`status = 'open' AND customer_id IS NOT NULL`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').notNull(),
    designId: text('design_id'),
    /** Free-form customisation (texts, uploaded image ids, positions) chosen in the constructor. */
    customisation: jsonb('customisation').$type<Record<string, unknown>>(),
    quantity: integer('quantity').notNull(),
    /** The line's place in the cart, as lines added in one transaction share their created_at. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  // No uniqueness on article and design: the same design may be added twice with different customisations.
  (t) => [index('cart_lines_cart_idx').on(t.cartId)],
);

/** What the shopper entered in the checkout so far, kept so leaving and coming back loses nothing. */
export const checkouts = pgTable('checkouts', {
  cartId: text('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  state: jsonb('state').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

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
    /** 'open' until an order is placed from it, then 'ordered'. */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('carts_session_idx').on(t.sessionId), index('carts_customer_idx').on(t.customerId)],
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
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_lines_cart_idx').on(t.cartId),
    uniqueIndex('cart_lines_same_item_idx').on(t.cartId, t.articleId, t.designId),
  ],
);

/** What the shopper entered in the checkout so far, kept so leaving and coming back loses nothing. */
export const checkouts = pgTable('checkouts', {
  cartId: text('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  state: jsonb('state').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, translated, updatedAt } from './columns.ts';

/** Blank products a design is printed on: mugs, t-shirts, canvases… Ids are numeric (routes require digits). */
export const articles = pgTable('articles', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  kind: text('kind').notNull(),
  names: translated('names'),
  namesPlural: translated('names_plural'),
  descriptions: translated('descriptions'),
  /** Picture formats this article's images come in: 'avif,webp,jpg' or 'avif,webp,png'. */
  imageFormats: text('image_formats').notNull().default('avif,webp,jpg'),
  active: boolean('active').notNull().default(true),
  /** The article's print surfaces (core PrintSurface[]); empty when it cannot be personalised. */
  printSurfaces: jsonb('print_surfaces').$type<Record<string, unknown>[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** The price of an article in one store, in that store's currency. */
export const articlePrices = pgTable(
  'article_prices',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id),
    store: text('store').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Price before an offer, shown struck through; null when not on offer. */
    compareAtMinor: integer('compare_at_minor'),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.store] })],
);

export const designs = pgTable(
  'designs',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    names: translated('names'),
    collection: text('collection').notNull(),
    popularity: integer('popularity').notNull().default(0),
    /** The creator's customer id when a customer made it; null for the shop's own designs. */
    ownerId: text('owner_id'),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('designs_collection_popularity_idx').on(t.collection, t.popularity),
    index('designs_updated_at_idx').on(t.updatedAt),
    // The designs desk's keyset pages, one per sort: its value newest or highest first, ties by id.
    index('designs_desk_updated_idx').on(t.updatedAt.desc(), t.id),
    index('designs_desk_created_idx').on(t.createdAt.desc(), t.id),
    index('designs_desk_popularity_idx').on(t.popularity.desc(), t.id),
  ],
);

/** What an administrator changed on a design from the back office (names, tags, publishing, its reviews): who, when, what. */
export const designDeskActions = pgTable(
  'design_desk_actions',
  {
    id: text('id').primaryKey(),
    designId: text('design_id')
      .notNull()
      .references(() => designs.id),
    administratorId: text('administrator_id').notNull(),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('design_desk_actions_design_idx').on(t.designId, t.at)],
);

/** Which articles a design can be printed on. */
export const designArticles = pgTable(
  'design_articles',
  {
    designId: text('design_id')
      .notNull()
      .references(() => designs.id),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id),
  },
  (t) => [primaryKey({ columns: [t.designId, t.articleId] }), index('design_articles_article_idx').on(t.articleId)],
);

export const tags = pgTable('tags', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  names: translated('names'),
});

export const designTags = pgTable(
  'design_tags',
  {
    designId: text('design_id')
      .notNull()
      .references(() => designs.id),
    tagId: text('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (t) => [primaryKey({ columns: [t.designId, t.tagId] }), index('design_tags_tag_idx').on(t.tagId)],
);

/** Rendered pictures of a design on an article, one row per picture with its variants. */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    designId: text('design_id'),
    articleId: integer('article_id'),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    formats: text('formats').notNull(),
    /** Widths rendered for every format, e.g. [320, 640, 960]. */
    widths: jsonb('widths').$type<number[]>().notNull(),
    alt: translated('alt'),
  },
  (t) => [index('media_design_idx').on(t.designId, t.position)],
);

/** Marketing landing pages at '/{slug}'. */
export const landingPages = pgTable('landing_pages', {
  slug: text('slug').primaryKey(),
  titles: translated('titles'),
  bodies: translated('bodies'),
  listMode: text('list_mode').notNull(),
  /** What the landing lists: a collection, a tag or an article. */
  filter: jsonb('filter').$type<{ collection?: string; tagId?: string; articleId?: number }>().notNull().default({}),
  updatedAt: updatedAt(),
});

export const promotions = pgTable('promotions', {
  code: text('code').primaryKey(),
  kind: text('kind').notNull(),
  /** Percentage (1-100) or a fixed amount in minor units, depending on kind. */
  value: integer('value').notNull(),
  currency: text('currency'),
  minimumSubtotalMinor: integer('minimum_subtotal_minor'),
  freeShipping: boolean('free_shipping').notNull().default(false),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  stores: jsonb('stores').$type<string[]>().notNull().default([]),
});

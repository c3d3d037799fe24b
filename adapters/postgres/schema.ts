import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const designs = pgTable(
  'designs',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    collection: text('collection').notNull(),
    popularity: integer('popularity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('designs_collection_popularity_idx').on(table.collection, table.popularity)],
);

/** One row per demo data set applied, so seeding runs once per database. */
export const demoSeeds = pgTable('demo_seeds', {
  version: integer('version').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { SitemapSource } from '../../core/storefront/seo/sitemap-source.port.ts';
import { rowsOf } from './catalogue-sql.ts';
import type { ShopDatabase } from './database.ts';

/** The published content read straight from the catalogue and help-center tables, in display order. */
export const postgresSitemapSource = (db: ShopDatabase): SitemapSource => ({
  publishedContent: () =>
    ResultAsync.fromPromise(
      Promise.all([
        rowsOf<{ id: string; slug: string }>(db, sql`SELECT id, slug FROM designs WHERE published ORDER BY id`),
        rowsOf<{ slug: string }>(db, sql`SELECT slug FROM landing_pages ORDER BY slug`),
        rowsOf<{ slug: string }>(db, sql`SELECT slug FROM tags ORDER BY slug`),
        rowsOf<{ id: number }>(db, sql`SELECT id FROM help_categories ORDER BY position`),
        rowsOf<{ id: string }>(db, sql`SELECT id FROM help_topics ORDER BY category_id, position`),
      ]).then(([designs, landingPages, tags, categories, topics]) => ({
        designs: designs.map(({ id, slug }) => ({ id, slug })),
        landingPages: landingPages.map((row) => row.slug),
        tags: tags.map((row) => row.slug),
        helpCategories: categories.map((row) => row.id),
        helpTopics: topics.map((row) => row.id),
      })),
      () => apiRequestFailed('/sitemap.xml'),
    ),
});

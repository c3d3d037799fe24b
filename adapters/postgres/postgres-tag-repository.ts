import { sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { TagRepository } from '../../core/shop/catalogue/tag-repository.port.ts';
import { localized, rowsOf } from './catalogue-sql.ts';
import type { ShopDatabase } from './database.ts';
import { repositoryFailure } from '../../core/shop/repository-failure.ts';

/** Counts only published designs the store sells on at least one active article. */
export const postgresTagRepository = (db: ShopDatabase): TagRepository => ({
  storeTags: (view) =>
    ResultAsync.fromPromise(
      rowsOf<{ id: string; slug: string; name: string; design_count: number }>(
        db,
        sql`SELECT t.id, t.slug, ${localized(sql`t.names`, view.locales, sql`t.slug`)} AS name,
                   count(DISTINCT d.id)::int AS design_count
            FROM tags t
            JOIN design_tags dt ON dt.tag_id = t.id
            JOIN designs d ON d.id = dt.design_id AND d.published
            WHERE EXISTS (SELECT 1 FROM design_articles da
                          JOIN articles a ON a.id = da.article_id AND a.active
                          JOIN article_prices ap ON ap.article_id = a.id AND ap.store = ${view.store}
                          WHERE da.design_id = d.id)
            GROUP BY t.id, t.slug, t.names`,
      ).then((rows) =>
        rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, designCount: Number(row.design_count) })),
      ),
      repositoryFailure,
    ),
});

import { sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import { isArticleId } from '../../core/domain/catalogue/article.ts';
import { isProductCollection } from '../../core/domain/catalogue/collection.ts';
import type { DesignFilter } from '../../core/domain/catalogue/design-query.ts';
import { isListMode } from '../../core/domain/catalogue/list-mode.ts';
import type {
  LandingPageRepository,
  StoredLandingPage,
} from '../../core/shop/catalogue/landing-page-repository.port.ts';
import { localized, rowsOf } from './catalogue-sql.ts';
import type { ShopDatabase } from './database.ts';
import { repositoryFailure } from '../../core/shop/repository-failure.ts';

type LandingRow = {
  readonly slug: string;
  readonly title: string;
  readonly body: string;
  readonly list_mode: string;
  readonly filter: { collection?: string; articleId?: number } | null;
  readonly tag_slug: string | null;
};

/** The stored filter names a tag by id; listings filter by slug. Values the catalogue does not know are dropped. */
const filterOf = (row: LandingRow): DesignFilter => {
  const { collection, articleId } = row.filter ?? {};
  return {
    ...(collection !== undefined && isProductCollection(collection) ? { collection } : {}),
    ...(articleId !== undefined && isArticleId(articleId) ? { articleId } : {}),
    ...(row.tag_slug === null ? {} : { tagSlug: row.tag_slug }),
  };
};

const landingPage = (row: LandingRow): StoredLandingPage => {
  if (!isListMode(row.list_mode)) throw new Error(`Landing page ${row.slug} has list mode ${row.list_mode}`);
  return { slug: row.slug, title: row.title, body: row.body, listMode: row.list_mode, filter: filterOf(row) };
};

export const postgresLandingPageRepository = (db: ShopDatabase): LandingPageRepository => ({
  landingPage: (slug, view) =>
    ResultAsync.fromPromise(
      rowsOf<LandingRow>(
        db,
        sql`SELECT lp.slug, ${localized(sql`lp.titles`, view.locales)} AS title,
                   ${localized(sql`lp.bodies`, view.locales)} AS body, lp.list_mode, lp.filter,
                   (SELECT t.slug FROM tags t WHERE t.id = lp.filter ->> 'tagId') AS tag_slug
            FROM landing_pages lp WHERE lp.slug = ${slug}`,
      ).then((rows) => (rows[0] === undefined ? null : landingPage(rows[0]))),
      repositoryFailure,
    ),
});

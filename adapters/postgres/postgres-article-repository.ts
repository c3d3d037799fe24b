import { sql, type SQL } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { ArticleId } from '../../core/domain/catalogue/article.ts';
import type { CatalogueView } from '../../core/domain/catalogue/catalogue-view.ts';
import type { ArticleRepository, StoredArticle } from '../../core/shop/catalogue/article-repository.port.ts';
import {
  formatSetOf,
  localized,
  pictureColumns,
  rowsOf,
  storedPicture,
  storePrice,
  type PictureColumns,
  type PriceColumns,
} from './catalogue-sql.ts';
import type { ShopDatabase } from './database.ts';
import { repositoryFailure } from '../../core/shop/repository-failure.ts';

export type ArticleRow = PictureColumns &
  PriceColumns & {
    readonly id: number;
    readonly slug: string;
    readonly kind: string;
    readonly name: string;
    readonly name_plural: string;
    readonly description: string;
    readonly image_formats: string;
    readonly personalisable: boolean;
  };

/** Columns of `articles a` joined with its store price `ap`, texts in the view's language. */
export const articleColumns = (view: CatalogueView): SQL => sql`
  a.id, a.slug, a.kind, a.image_formats, jsonb_array_length(a.print_surfaces) > 0 AS personalisable,
  ${localized(sql`a.names`, view.locales, sql`a.slug`)} AS name,
  ${localized(sql`a.names_plural`, view.locales, sql`a.slug`)} AS name_plural,
  ${localized(sql`a.descriptions`, view.locales)} AS description,
  ap.amount_minor, ap.compare_at_minor, ap.currency`;

export const storedArticle = (row: ArticleRow): StoredArticle => ({
  id: Number(row.id) as ArticleId,
  slug: row.slug,
  kind: row.kind,
  name: row.name,
  namePlural: row.name_plural,
  description: row.description,
  imageFormats: formatSetOf(row.image_formats),
  personalisable: row.personalisable,
  ...storePrice(row),
  picture: storedPicture(row),
});

/** The article's own picture: the blank article, not a design on it. */
const selectArticles = (view: CatalogueView, where: SQL) => sql`
  SELECT ${articleColumns(view)}, ${pictureColumns(sql`pic`, view.locales)}
  FROM articles a
  JOIN article_prices ap ON ap.article_id = a.id AND ap.store = ${view.store}
  LEFT JOIN LATERAL (SELECT * FROM media m WHERE m.article_id = a.id AND m.design_id IS NULL
                     ORDER BY m.position, m.id LIMIT 1) pic ON true
  WHERE a.active AND ${where}
  ORDER BY a.id`;

export const postgresArticleRepository = (db: ShopDatabase): ArticleRepository => ({
  storeArticles: (view, { onOfferOnly }) =>
    ResultAsync.fromPromise(
      rowsOf<ArticleRow>(
        db,
        selectArticles(view, onOfferOnly ? sql`ap.compare_at_minor > ap.amount_minor` : sql`true`),
      ).then((rows) => rows.map(storedArticle)),
      repositoryFailure,
    ),
  storeArticle: (id: ArticleId, view) =>
    ResultAsync.fromPromise(
      rowsOf<ArticleRow>(db, selectArticles(view, sql`a.id = ${id}`)).then((rows) =>
        rows[0] === undefined ? null : storedArticle(rows[0]),
      ),
      repositoryFailure,
    ),
});

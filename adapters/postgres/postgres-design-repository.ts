import { sql, type SQL } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { CatalogueView } from '../../core/domain/catalogue/catalogue-view.ts';
import type { ProductCollection } from '../../core/domain/catalogue/collection.ts';
import type { DesignFilter, DesignQuery } from '../../core/domain/catalogue/design-query.ts';
import type { DesignId } from '../../core/domain/catalogue/design.ts';
import { ARTWORK_MEDIA_KIND as ARTWORK_KIND } from '../../core/domain/catalogue/design-artwork.ts';
import type { Sort } from '../../core/domain/catalogue/sort.ts';
import type {
  DesignRepository,
  StoredDesignDetail,
  StoredDesignPage,
} from '../../core/shop/catalogue/design-repository.port.ts';
import { articleColumns, storedArticle, type ArticleRow } from './postgres-article-repository.ts';
import {
  localized,
  pictureColumns,
  rowsOf,
  storedPicture,
  storePrice,
  type PictureColumns,
  type PriceColumns,
} from './catalogue-sql.ts';
import type { ShopDatabase } from './database.ts';
import { searchHits } from './design-search-sql.ts';
import { repositoryFailure } from '../../core/shop/repository-failure.ts';

type DesignRow = PictureColumns &
  PriceColumns & { readonly id: string; readonly slug: string; readonly name: string; readonly collection: string };

const ORDER_BY: Readonly<Record<Sort, SQL>> = {
  POPULARITY: sql`d.popularity DESC, d.id`,
  DATE_CREATION: sql`d.created_at DESC, d.id`,
  DATE_LAST_MODIFICATION: sql`d.updated_at DESC, d.id`,
};

const designName = (view: CatalogueView) => localized(sql`d.names`, view.locales, sql`d.name`);

const conditions = (filter: DesignFilter): SQL => {
  const all: SQL[] = [sql`d.published`];
  if (filter.collection !== undefined) all.push(sql`d.collection = ${filter.collection}`);
  if (filter.tagSlug !== undefined) {
    all.push(sql`EXISTS (SELECT 1 FROM design_tags ft JOIN tags t ON t.id = ft.tag_id
                         WHERE ft.design_id = d.id AND t.slug = ${filter.tagSlug})`);
  }
  return sql.join(all, sql` AND `);
};

/**
 * The cheapest article the store sells the design on (a design without one is not listed, see `sellable`). A
 * listing by article (or of offers) prices the design on that article (or on an article on offer).
 */
const pricedIn = (filter: DesignFilter, view: CatalogueView): SQL => sql`
  JOIN LATERAL (
    SELECT ap.amount_minor, ap.compare_at_minor, ap.currency
    FROM design_articles da
    JOIN articles a ON a.id = da.article_id AND a.active
    JOIN article_prices ap ON ap.article_id = da.article_id AND ap.store = ${view.store}
    WHERE da.design_id = d.id
      ${filter.articleId === undefined ? sql`` : sql`AND da.article_id = ${filter.articleId}`}
      ${filter.onOffer ? sql`AND ap.compare_at_minor > ap.amount_minor` : sql``}
    ORDER BY ap.amount_minor, ap.article_id
    LIMIT 1
  ) p ON true`;

/** Whether the store sells the design on an article the listing allows: the page is chosen before it is priced. */
export const sellable = (filter: DesignFilter, view: CatalogueView): SQL => sql`EXISTS (
  SELECT 1 FROM design_articles da
  JOIN articles a ON a.id = da.article_id AND a.active
  JOIN article_prices ap ON ap.article_id = da.article_id AND ap.store = ${view.store}
  WHERE da.design_id = d.id
    ${filter.articleId === undefined ? sql`` : sql`AND da.article_id = ${filter.articleId}`}
    ${filter.onOffer ? sql`AND ap.compare_at_minor > ap.amount_minor` : sql``})`;

/** The design's first picture; on an article's listing, its picture on that article. */
const firstPicture = (filter: DesignFilter): SQL => sql`
  LEFT JOIN LATERAL (
    SELECT * FROM media m
    WHERE m.design_id = d.id AND m.kind <> ${ARTWORK_KIND} ${filter.articleId === undefined ? sql`` : sql`AND m.article_id = ${filter.articleId}`}
    ORDER BY m.position, m.id
    LIMIT 1
  ) pic ON true`;

/** A search keeps the designs its words find, the best match first; without one, every design ranks alike. */
const searched = (filter: DesignFilter, view: CatalogueView): SQL =>
  filter.search === undefined
    ? sql`CROSS JOIN (SELECT 0 AS relevance) s`
    : sql`JOIN (${searchHits(filter.search, view)}) s ON s.design_id = d.id`;

const pageOfDesigns = async (db: ShopDatabase, query: DesignQuery, view: CatalogueView): Promise<StoredDesignPage> => {
  const { filter, paging } = query;
  const listed = sql`designs d ${searched(filter, view)} WHERE ${conditions(filter)} AND ${sellable(filter, view)}`;
  // A search ranks every design it finds anyway, so it counts them in the same pass; a plain list may stop early.
  const counted = filter.search !== undefined;
  const countAll = () => rowsOf<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM ${listed}`);
  const [rows, totals] = await Promise.all([
    rowsOf<DesignRow & { readonly total?: number }>(
      db,
      sql`SELECT d.id, d.slug, ${designName(view)} AS name, d.collection, ${counted ? sql`d.total,` : sql``}
                 p.amount_minor, p.compare_at_minor, p.currency, ${pictureColumns(sql`pic`, view.locales)}
          FROM (SELECT d.*, s.relevance ${counted ? sql`, count(*) OVER ()::int AS total` : sql``} FROM ${listed}
                ORDER BY s.relevance DESC, ${ORDER_BY[query.sort]}
                LIMIT ${paging.pageSize} OFFSET ${(paging.page - 1) * paging.pageSize}) d
          ${pricedIn(filter, view)} ${firstPicture(filter)}
          ORDER BY d.relevance DESC, ${ORDER_BY[query.sort]}`,
    ),
    counted ? Promise.resolve(null) : countAll(),
  ]);
  // Past a search's last page no row carries the count.
  const [first] = rows;
  const total = totals !== null ? totals[0]?.total : first !== undefined ? first.total : (await countAll())[0]?.total;
  return {
    designs: rows.map((row) => ({
      id: row.id as DesignId,
      slug: row.slug,
      name: row.name,
      collection: row.collection as ProductCollection,
      picture: storedPicture(row),
      price: storePrice(row),
    })),
    page: paging.page,
    pageSize: paging.pageSize,
    total: Number(total ?? 0),
  };
};

const designDetail = async (
  db: ShopDatabase,
  id: DesignId,
  view: CatalogueView,
): Promise<StoredDesignDetail | null> => {
  const [designs, articles, artworks, tags, reviews] = await Promise.all([
    rowsOf<{ id: string; slug: string; name: string; collection: string }>(
      db,
      sql`SELECT d.id, d.slug, ${designName(view)} AS name, d.collection FROM designs d WHERE d.id = ${id} AND d.published`,
    ),
    rowsOf<ArticleRow>(
      db,
      sql`SELECT ${articleColumns(view)}, ${pictureColumns(sql`pic`, view.locales)}
          FROM design_articles da
          JOIN articles a ON a.id = da.article_id AND a.active
          JOIN article_prices ap ON ap.article_id = a.id AND ap.store = ${view.store}
          LEFT JOIN LATERAL (SELECT * FROM media m WHERE m.design_id = da.design_id AND m.article_id = a.id
                             ORDER BY m.position, m.id LIMIT 1) pic ON true
          WHERE da.design_id = ${id}
          ORDER BY ap.amount_minor, a.id`,
    ),
    rowsOf<{ id: string; width: number; height: number }>(
      db,
      sql`SELECT m.id, m.width, m.height FROM media m
          WHERE m.design_id = ${id} AND m.kind = ${ARTWORK_KIND} ORDER BY m.position, m.id`,
    ),
    rowsOf<{ id: string; slug: string; name: string }>(
      db,
      sql`SELECT t.id, t.slug, ${localized(sql`t.names`, view.locales, sql`t.slug`)} AS name
          FROM design_tags dt JOIN tags t ON t.id = dt.tag_id WHERE dt.design_id = ${id} ORDER BY t.slug`,
    ),
    rowsOf<{ count: number; rating_sum: number }>(
      db,
      sql`SELECT count(*)::int AS count, coalesce(sum(rating), 0)::int AS rating_sum FROM reviews WHERE design_id = ${id} AND status = 'published'`,
    ),
  ]);
  const design = designs[0];
  if (design === undefined || articles.length === 0) return null;
  return {
    id: design.id as DesignId,
    slug: design.slug,
    name: design.name,
    collection: design.collection as ProductCollection,
    articles: articles.map(storedArticle),
    artworks: artworks.map((artwork) => ({
      id: artwork.id,
      width: Number(artwork.width),
      height: Number(artwork.height),
    })),
    tags,
    reviews: { count: Number(reviews[0]?.count ?? 0), ratingSum: Number(reviews[0]?.rating_sum ?? 0) },
  };
};

export const postgresDesignRepository = (db: ShopDatabase): DesignRepository => ({
  pageOfDesigns: (query, view) => ResultAsync.fromPromise(pageOfDesigns(db, query, view), repositoryFailure),
  designDetail: (id, view) => ResultAsync.fromPromise(designDetail(db, id, view), repositoryFailure),
});

import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import { isProductCollection, type ProductCollection } from '../../core/domain/catalogue/collection.ts';
import type { Sort } from '../../core/domain/catalogue/sort.ts';
import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import type { ProjectScope } from '../../core/domain/shared/project-scope.ts';
import { LOCALES, isLocale, type Locale } from '../../core/domain/site/locale.ts';
import type {
  DesignDesk,
  DesignDeskQuery,
  DesignDeskRecord,
  DeskDesign,
  DeskReview,
} from '../../core/shop/back-office/design-desk.port.ts';
import { isReviewRating, type ReviewStatus } from '../../core/domain/reviews/review.ts';
import { repositoryFailure } from '../../core/shop/repository-failure.ts';
import { localized, rowsOf } from './catalogue-sql.ts';
import type { ShopDatabase } from './database.ts';
import { designArticles, designDeskActions, designs, designTags, reviews } from './schema/index.ts';

type DesignRow = {
  readonly id: string;
  readonly slug: string;
  readonly collection: string;
  readonly published: boolean;
  readonly owner_id: string | null;
  readonly popularity: number;
  readonly created_at: string | Date;
  readonly updated_at: string | Date;
  /** The design's name in the back office's languages. */
  readonly desk_name: string;
};

/** The sort's value per design as the cursor carries it: instants in whole microseconds, as PostgreSQL keeps them. */
const SORT_VALUE: Readonly<Record<Sort, SQL>> = {
  DATE_LAST_MODIFICATION: sql`(extract(epoch from d.updated_at) * 1000000)::bigint`,
  DATE_CREATION: sql`(extract(epoch from d.created_at) * 1000000)::bigint`,
  POPULARITY: sql`d.popularity::bigint`,
};

const SORT_COLUMN: Readonly<Record<Sort, SQL>> = {
  DATE_LAST_MODIFICATION: sql`d.updated_at`,
  DATE_CREATION: sql`d.created_at`,
  POPULARITY: sql`d.popularity`,
};

/** A cursor's value back as the column's own type, so the comparison can use the sort's index. */
const SORT_BOUND: Readonly<Record<Sort, (value: number) => SQL>> = {
  DATE_LAST_MODIFICATION: (value) => sql`('epoch'::timestamptz + ${value}::bigint * interval '1 microsecond')`,
  DATE_CREATION: (value) => sql`('epoch'::timestamptz + ${value}::bigint * interval '1 microsecond')`,
  POPULARITY: (value) => sql`${value}::int`,
};

/** The shop's own designs are offered by every store of the group; a customer's own are private to them. */
const SCOPE_CONDITION: Readonly<Record<ProjectScope, SQL>> = {
  GROUP_APPLICATIONS: sql`d.owner_id IS NULL`,
  // No design belongs to one store alone: the catalogue is shared by the group.
  APPLICATION: sql`false`,
  PRIVATE: sql`d.owner_id IS NOT NULL`,
};

/** LIKE wildcards in the administrator's words are matched literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

const conditions = (query: DesignDeskQuery): SQL => {
  const all: SQL[] = [sql`true`];
  if (query.search !== undefined) {
    const like = containing(query.search);
    all.push(sql`(d.id = ${query.search} OR d.slug ILIKE ${like} ESCAPE '\\' OR d.name ILIKE ${like} ESCAPE '\\'
      OR EXISTS (SELECT 1 FROM jsonb_each_text(d.names) n WHERE n.value ILIKE ${like} ESCAPE '\\'))`);
  }
  if (query.collection !== undefined) all.push(sql`d.collection = ${query.collection}`);
  if (query.tagSlug !== undefined) {
    all.push(sql`EXISTS (SELECT 1 FROM design_tags ft JOIN tags t ON t.id = ft.tag_id
                         WHERE ft.design_id = d.id AND t.slug = ${query.tagSlug})`);
  }
  if (query.published !== undefined) all.push(sql`d.published = ${query.published}`);
  if (query.scope !== undefined) all.push(SCOPE_CONDITION[query.scope]);
  if (query.after !== undefined) {
    const bound = SORT_BOUND[query.sort](query.after.value);
    const column = SORT_COLUMN[query.sort];
    all.push(sql`(${column} < ${bound} OR (${column} = ${bound} AND d.id > ${query.after.id}))`);
  }
  return sql.join(all, sql` AND `);
};

const instant = (value: string | Date) => new Date(value).getTime();

// A collection this code does not know shows as the catch-all NOVELTY rather than hiding the design from the desk.
const collectionOf = (value: string): ProductCollection => (isProductCollection(value) ? value : 'NOVELTY');

const deskDesign = (row: DesignRow): DeskDesign => ({
  id: row.id,
  slug: row.slug,
  name: row.desk_name,
  collection: collectionOf(row.collection),
  published: row.published,
  scope: row.owner_id === null ? 'GROUP_APPLICATIONS' : 'PRIVATE',
  popularity: Number(row.popularity),
  createdAt: instant(row.created_at),
  updatedAt: instant(row.updated_at),
});

const DESIGN_COLUMNS = sql`d.id, d.slug, d.collection, d.published, d.owner_id, d.popularity, d.created_at, d.updated_at`;

/** The desk's name of a design: Spanish (the back office's first language), else English, else its stored name. */
const deskName = localized(sql`d.names`, ['es', 'en'], sql`d.name`);

/** The stored fallback name: English when given, else the first language the shop lists. */
const fallbackName = (names: Partial<Record<Locale, string>>): string =>
  names.en ?? LOCALES.map((locale) => names[locale]).find((name) => name !== undefined) ?? '';

export const postgresDesignDesk = (db: ShopDatabase, ids: IdGenerator): DesignDesk => {
  type Tx = Parameters<Parameters<ShopDatabase['transaction']>[0]>[0];
  const record = (tx: Tx, designId: string, entry: DesignDeskRecord) =>
    tx.insert(designDeskActions).values({
      id: ids.uuid(),
      designId,
      administratorId: entry.administratorId,
      action: entry.action,
      detail: entry.detail,
      at: new Date(entry.at),
    });
  /** Changes the design and records it in one transaction; touching updated_at orders it first by modification. */
  const changing = (id: string, entry: DesignDeskRecord, work: (tx: Tx) => Promise<unknown>) =>
    ResultAsync.fromPromise(
      db.transaction(async (tx) => {
        const touched = await tx
          .update(designs)
          .set({ updatedAt: new Date(entry.at) })
          .where(eq(designs.id, id))
          .returning({ id: designs.id });
        if (touched.length === 0) return 'not-found' as const;
        await work(tx);
        await record(tx, id, entry);
        return 'changed' as const;
      }),
      repositoryFailure,
    );

  return {
    list: (query) =>
      ResultAsync.fromPromise(
        rowsOf<DesignRow & { readonly sort_value: string | number }>(
          db,
          sql`SELECT ${DESIGN_COLUMNS}, ${deskName} AS desk_name, ${SORT_VALUE[query.sort]} AS sort_value
              FROM designs d WHERE ${conditions(query)}
              ORDER BY ${SORT_COLUMN[query.sort]} DESC, d.id LIMIT ${query.limit + 1}`,
        ),
        repositoryFailure,
      ).map((rows) => {
        const shown = rows.slice(0, query.limit);
        const last = shown.at(-1);
        return {
          designs: shown.map(deskDesign),
          next:
            rows.length > query.limit && last !== undefined ? { value: Number(last.sort_value), id: last.id } : null,
        };
      }),

    show: (id) =>
      ResultAsync.fromPromise(
        (async () => {
          const [row] = await rowsOf<DesignRow & { readonly names: Record<string, string> }>(
            db,
            sql`SELECT ${DESIGN_COLUMNS}, d.names, ${deskName} AS desk_name FROM designs d WHERE d.id = ${id}`,
          );
          if (row === undefined) return null;
          const [tagRows, articleRows, reviewRows, auditRows] = await Promise.all([
            db
              .select({ id: designTags.tagId })
              .from(designTags)
              .where(eq(designTags.designId, id))
              .orderBy(asc(designTags.tagId)),
            db
              .select({ id: designArticles.articleId })
              .from(designArticles)
              .where(eq(designArticles.designId, id))
              .orderBy(asc(designArticles.articleId)),
            db.select().from(reviews).where(eq(reviews.designId, id)).orderBy(desc(reviews.createdAt), asc(reviews.id)),
            db
              .select()
              .from(designDeskActions)
              .where(eq(designDeskActions.designId, id))
              .orderBy(desc(designDeskActions.at), desc(designDeskActions.id)),
          ]);
          const names = Object.fromEntries(
            Object.entries(row.names).filter(([locale, name]) => isLocale(locale) && name !== ''),
          ) as Partial<Record<Locale, string>>;
          return {
            ...deskDesign(row),
            names,
            tagIds: tagRows.map((tag) => tag.id),
            articleIds: articleRows.map((article) => article.id),
            reviews: reviewRows.flatMap((review): DeskReview[] =>
              isReviewRating(review.rating) && isLocale(review.locale)
                ? [
                    {
                      id: review.id,
                      articleId: review.articleId,
                      authorName: review.authorName,
                      rating: review.rating,
                      title: review.title,
                      body: review.body,
                      locale: review.locale,
                      status: review.status as ReviewStatus,
                      createdAt: review.createdAt.getTime(),
                    },
                  ]
                : [],
            ),
            audit: auditRows.map((entry) => ({
              administratorId: entry.administratorId,
              action: entry.action,
              detail: entry.detail,
              at: entry.at.getTime(),
            })),
          };
        })(),
        repositoryFailure,
      ),

    choices: (locale) => {
      const languages = locale === 'en' ? (['en'] as const) : ([locale, 'en'] as const);
      return ResultAsync.fromPromise(
        Promise.all([
          rowsOf<{ id: string; slug: string; name: string }>(
            db,
            sql`SELECT t.id, t.slug, ${localized(sql`t.names`, languages, sql`t.slug`)} AS name FROM tags t ORDER BY t.slug`,
          ),
          rowsOf<{ id: number; name: string }>(
            db,
            sql`SELECT a.id, ${localized(sql`a.names`, languages, sql`a.slug`)} AS name FROM articles a ORDER BY a.id`,
          ),
        ]),
        repositoryFailure,
      ).map(([tagRows, articleRows]) => ({
        tags: tagRows,
        articles: articleRows.map((article) => ({ id: Number(article.id), name: article.name })),
      }));
    },

    change: (id, change, entry) =>
      changing(id, entry, async (tx) => {
        await tx
          .update(designs)
          .set({ names: change.names, name: fallbackName(change.names), collection: change.collection })
          .where(eq(designs.id, id));
        await tx.delete(designTags).where(eq(designTags.designId, id));
        if (change.tagIds.length > 0) {
          await tx.insert(designTags).values(change.tagIds.map((tagId) => ({ designId: id, tagId })));
        }
        await tx.delete(designArticles).where(eq(designArticles.designId, id));
        await tx.insert(designArticles).values(change.articleIds.map((articleId) => ({ designId: id, articleId })));
      }),

    setPublished: (id, published, entry) =>
      changing(id, entry, (tx) => tx.update(designs).set({ published }).where(eq(designs.id, id))),

    judgeReview: (designId, reviewId, verdict, entry) =>
      ResultAsync.fromPromise(
        db.transaction(async (tx) => {
          const judged = await tx
            .update(reviews)
            .set({ status: verdict })
            .where(and(eq(reviews.id, reviewId), eq(reviews.designId, designId)))
            .returning({ id: reviews.id });
          if (judged.length === 0) return 'not-found' as const;
          await record(tx, designId, entry);
          return 'changed' as const;
        }),
        repositoryFailure,
      ),
  };
};

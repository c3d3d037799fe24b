import { and, eq, inArray } from 'drizzle-orm';
import { okAsync } from 'neverthrow';
import type { Cents } from '../../core/domain/pricing/money.ts';
import type { CartCatalogue } from '../../core/shop/carts/cart-catalogue.port.ts';
import type { ShopDatabase } from './database.ts';
import type { Translated } from './schema/columns.ts';
import { articlePrices, articles, designArticles, designs } from './schema/index.ts';
import { attempt } from './transaction.ts';

/** The text in the locale, else English, else any translation, else the fallback. */
const inLocale = (texts: Translated, locale: string, fallback: string): string =>
  texts[locale] ?? texts.en ?? Object.values(texts).find((text) => text !== undefined) ?? fallback;

export const postgresCartCatalogue = (db: ShopDatabase): CartCatalogue => ({
  articles: (store, articleIds) =>
    articleIds.length === 0
      ? okAsync([])
      : attempt(
          db
            .select({
              id: articles.id,
              slug: articles.slug,
              names: articles.names,
              namesPlural: articles.namesPlural,
              amount: articlePrices.amountMinor,
            })
            .from(articles)
            .innerJoin(
              articlePrices,
              and(eq(articlePrices.articleId, articles.id), eq(articlePrices.store, store.slug)),
            )
            .where(
              and(
                inArray(articles.id, [...articleIds]),
                eq(articles.active, true),
                eq(articlePrices.currency, store.currency),
              ),
            ),
        ).map((rows) =>
          rows.map((row) => {
            const name = inLocale(row.names, store.locale, row.slug);
            return {
              articleId: row.id,
              name,
              namePlural: inLocale(row.namesPlural, store.locale, name),
              unitPrice: { amount: row.amount as Cents, currency: store.currency },
            };
          }),
        ),

  designs: (designIds, locale) =>
    designIds.length === 0
      ? okAsync([])
      : attempt(
          db
            .select({ id: designs.id, name: designs.name, names: designs.names, articleId: designArticles.articleId })
            .from(designs)
            .leftJoin(designArticles, eq(designArticles.designId, designs.id))
            .where(and(inArray(designs.id, [...designIds]), eq(designs.published, true))),
        ).map((rows) =>
          [...new Set(rows.map((row) => row.id))].map((id) => {
            const own = rows.filter((row) => row.id === id);
            const first = own[0] as (typeof rows)[number];
            return {
              designId: id,
              name: inLocale(first.names, locale, first.name),
              articleIds: own.flatMap((row) => (row.articleId === null ? [] : [row.articleId])),
            };
          }),
        ),
});

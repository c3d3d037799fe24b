import { sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { ArticleId } from '../../core/domain/catalogue/article.ts';
import type { CatalogueView } from '../../core/domain/catalogue/catalogue-view.ts';
import type { SearchTerms } from '../../core/domain/catalogue/design-query.ts';
import type { DesignId } from '../../core/domain/catalogue/design.ts';
import { SUGGESTION_LIMITS, type SearchSuggestions } from '../../core/domain/catalogue/search-suggestions.ts';
import type { SearchSuggestionSource } from '../../core/shop/catalogue/search-suggestions.port.ts';
import { repositoryFailure } from '../../core/shop/repository-failure.ts';
import { localized, rowsOf } from './catalogue-sql.ts';
import type { ShopDatabase } from './database.ts';
import { articleDocument, askedWords, documentOf, holdsEveryWord, searchHits } from './design-search-sql.ts';
import { sellable } from './postgres-design-repository.ts';

const suggestions = async (db: ShopDatabase, terms: SearchTerms, view: CatalogueView): Promise<SearchSuggestions> => {
  const [articles, designs, tags] = await Promise.all([
    rowsOf<{ id: number; slug: string; name: string; name_plural: string }>(
      db,
      sql`WITH w AS (${askedWords(terms, view)})
          SELECT a.id, a.slug, ${localized(sql`a.names`, view.locales, sql`a.slug`)} AS name,
                 ${localized(sql`a.names_plural`, view.locales, sql`a.slug`)} AS name_plural
          FROM articles a
          WHERE a.active AND EXISTS (SELECT 1 FROM article_prices ap WHERE ap.article_id = a.id AND ap.store = ${view.store})
            AND ${holdsEveryWord(articleDocument(view))}
          ORDER BY a.id LIMIT ${SUGGESTION_LIMITS.articles}`,
    ),
    rowsOf<{ id: string; slug: string; name: string }>(
      db,
      sql`SELECT d.id, d.slug, ${localized(sql`d.names`, view.locales, sql`d.name`)} AS name
          FROM designs d JOIN (${searchHits(terms, view)}) s ON s.design_id = d.id
          WHERE d.published AND ${sellable({}, view)}
          ORDER BY s.relevance DESC, d.popularity DESC, d.id LIMIT ${SUGGESTION_LIMITS.designs}`,
    ),
    rowsOf<{ slug: string; name: string }>(
      db,
      sql`WITH w AS (${askedWords(terms, view)})
          SELECT t.slug, ${localized(sql`t.names`, view.locales, sql`t.slug`)} AS name
          FROM tags t
          WHERE ${holdsEveryWord(documentOf(sql`t.names`, view, sql`t.slug`))}
            AND EXISTS (SELECT 1 FROM design_tags dt JOIN designs d ON d.id = dt.design_id AND d.published
                        WHERE dt.tag_id = t.id AND ${sellable({}, view)})
          ORDER BY t.slug LIMIT ${SUGGESTION_LIMITS.tags}`,
    ),
  ]);
  return {
    articles: articles.map((row) => ({
      id: Number(row.id) as ArticleId,
      slug: row.slug,
      name: row.name,
      namePlural: row.name_plural,
    })),
    designs: designs.map((row) => ({ id: row.id as DesignId, slug: row.slug, name: row.name })),
    tags,
  };
};

/** The header's suggestions over the same search SQL as the listings. */
export const postgresSearchSuggestions = (db: ShopDatabase): SearchSuggestionSource => ({
  suggestions: (terms, view) => ResultAsync.fromPromise(suggestions(db, terms, view), repositoryFailure),
});

import { sql, type SQL } from 'drizzle-orm';
import type { CatalogueView } from '../../core/domain/catalogue/catalogue-view.ts';
import type { SearchTerms } from '../../core/domain/catalogue/design-query.ts';
import { localized } from './catalogue-sql.ts';

/** How alike a word of four letters or more must be to a catalogue word to count as a typo of it ("tazza", "taza"). */
const TYPO_SIMILARITY = 0.5;

/** A match in a design's own name counts most, then one of its tags, then an article it is printed on. */
const WEIGHT = { name: 3, tag: 2, article: 1 } as const;

/**
 * The words of a search in the view's language, folded as the catalogue is. Each asks for its stem in the language's
 * dictionary, any word it starts ("taz" → "tazas") or a catalogue word it is a near spelling of; a stop word of the
 * language ("de", "the") has no stem and is not asked for.
 */
export const askedWords = (terms: SearchTerms, view: CatalogueView): SQL => {
  const config = sql`search_config(${view.locales[0]})`;
  return sql`
    SELECT v.position, v.stem, v.prefix,
           v.stem || v.prefix || coalesce((
             SELECT to_tsquery('simple', string_agg(quote_literal(sv.lexeme), ' | '))
             FROM search_vocabulary sv
             WHERE sv.locale = ${view.locales[0]} AND length(v.word) >= 4
               AND word_similarity(v.word, sv.word) >= ${TYPO_SIMILARITY}), ''::tsquery) AS query
    FROM (
      SELECT f.position, f.word, plainto_tsquery(${config}, f.word) AS stem,
             to_tsquery('simple', quote_literal(f.word) || ':*') AS prefix
      FROM (VALUES ${sql.join(
        terms.map((word, index) => sql`(search_fold(${word}::text), ${index}::int)`),
        sql`, `,
      )}) AS f(word, position)
    ) AS v
    WHERE numnode(v.stem) > 0`;
};

/** How well a document holds a word: its stem 1, a word it starts 0.8, a near spelling 0.6. */
const score = (document: SQL): SQL =>
  sql`(CASE WHEN ${document} @@ w.stem THEN 1 WHEN ${document} @@ w.prefix THEN 0.8 ELSE 0.6 END)`;

/** The stemmed document of a translated column in the view's language (core's fallback order). */
export const documentOf = (column: SQL, view: CatalogueView, last: SQL = sql`''`): SQL =>
  sql`to_tsvector(search_config(${view.locales[0]}), search_fold(${localized(column, view.locales, last)}))`;

/** Whether a document holds every asked word (the words in a CTE named `w`). */
export const holdsEveryWord = (document: SQL): SQL =>
  sql`(EXISTS (SELECT 1 FROM w) AND NOT EXISTS (SELECT 1 FROM w WHERE NOT (${document} @@ w.query)))`;

/** An article's singular and plural names as one document. */
export const articleDocument = (view: CatalogueView): SQL =>
  sql`(${documentOf(sql`a.names`, view)} || ${documentOf(sql`a.names_plural`, view)})`;

/**
 * The designs every word of a search finds — in the design's name, one of its tags' names or the name (singular or
 * plural) of an article it is printed on, in the view's language — each with its relevance, the sum of its words'.
 */
export const searchHits = (terms: SearchTerms, view: CatalogueView): SQL => {
  const tag = documentOf(sql`t.names`, view, sql`t.slug`);
  const article = articleDocument(view);
  // Tags and articles are few: each is scored once here, not once for every design it is on.
  return sql`
    WITH w AS MATERIALIZED (${askedWords(terms, view)}),
    tag_hits AS MATERIALIZED (
      SELECT t.id, w.position, ${WEIGHT.tag} * ${score(tag)} AS score FROM w JOIN tags t ON ${tag} @@ w.query
    ),
    article_hits AS MATERIALIZED (
      SELECT a.id, w.position, ${WEIGHT.article} * ${score(article)} AS score
      FROM w JOIN articles a ON a.active AND ${article} @@ w.query
    )
    SELECT per_word.design_id, sum(per_word.score) AS relevance
    FROM (
      SELECT found.design_id, found.position, max(found.score) AS score
      FROM (
        SELECT ds.design_id, w.position, ${WEIGHT.name} * ${score(sql`ds.document`)} AS score
        FROM w JOIN design_search ds ON ds.document @@ w.query AND ds.locale = ${view.locales[0]}
        UNION ALL
        SELECT dt.design_id, tag_hits.position, tag_hits.score
        FROM tag_hits JOIN design_tags dt ON dt.tag_id = tag_hits.id
        UNION ALL
        SELECT da.design_id, article_hits.position, article_hits.score
        FROM article_hits JOIN design_articles da ON da.article_id = article_hits.id
      ) AS found
      GROUP BY found.design_id, found.position
    ) AS per_word
    GROUP BY per_word.design_id
    HAVING count(*) = (SELECT count(*) FROM w)`;
};

-- Search: PostgreSQL's contrib modules (PGlite loads them when it opens; PostgreSQL ships them in contrib).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (its rules file could change); folding is fixed for the shop, so indexes may use it.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
-- The text search configuration of a storefront language: its own dictionary where PostgreSQL has one
-- (on PostgreSQL 15 and PGlite alike), 'simple' for Polish and Czech, which have none.
CREATE OR REPLACE FUNCTION search_config(locale text) RETURNS regconfig LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CASE locale
    WHEN 'es' THEN 'pg_catalog.spanish'::regconfig WHEN 'en' THEN 'pg_catalog.english'::regconfig
    WHEN 'it' THEN 'pg_catalog.italian'::regconfig WHEN 'da' THEN 'pg_catalog.danish'::regconfig
    WHEN 'fr' THEN 'pg_catalog.french'::regconfig WHEN 'pt' THEN 'pg_catalog.portuguese'::regconfig
    ELSE 'pg_catalog.simple'::regconfig END $$;--> statement-breakpoint
-- Words of four letters or more the catalogue holds, per language, with their stems: a shopper's word is checked
-- against them for typos (pg_trgm's advice: trigrams over a table of unique words, then full-text search).
CREATE TABLE IF NOT EXISTS "search_vocabulary" (
	"locale" text NOT NULL,
	"word" text NOT NULL,
	"lexeme" text NOT NULL,
	PRIMARY KEY ("locale", "word", "lexeme")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_vocabulary_add(in_locale text, in_text text) RETURNS void LANGUAGE sql
  AS $$ INSERT INTO search_vocabulary (locale, word, lexeme)
        SELECT DISTINCT in_locale, w.word, l.lexeme
        FROM regexp_split_to_table(search_fold(in_text), '[^[:alpha:]]+') AS w(word)
        CROSS JOIN LATERAL unnest(to_tsvector(search_config(in_locale), w.word)) AS l
        WHERE length(w.word) >= 4
        ON CONFLICT DO NOTHING $$;--> statement-breakpoint
-- The storefront languages and, for a translated text, the one a language reads (itself, English, Spanish, then a
-- default): the same order as core's textLocales.
CREATE OR REPLACE FUNCTION search_texts(texts jsonb, fallback text)
  RETURNS TABLE (locale text, content text) LANGUAGE sql IMMUTABLE
  AS $$ SELECT l.locale, coalesce(nullif(texts ->> l.locale, ''), nullif(texts ->> 'en', ''),
                                  nullif(texts ->> 'es', ''), fallback)
        FROM unnest(ARRAY['pl', 'es', 'it', 'da', 'fr', 'pt', 'cs', 'en']) AS l(locale) $$;--> statement-breakpoint
-- A design's name in each storefront language, folded and stemmed, kept by a trigger so a search never folds
-- 10,000 names.
CREATE TABLE IF NOT EXISTS "design_search" (
	"design_id" text NOT NULL REFERENCES "designs"("id") ON DELETE CASCADE,
	"locale" text NOT NULL,
	"document" tsvector NOT NULL,
	PRIMARY KEY ("design_id", "locale")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "design_search_document_idx" ON "design_search" USING gin ("document");--> statement-breakpoint
CREATE OR REPLACE FUNCTION design_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM design_search WHERE design_id = NEW.id;
  INSERT INTO design_search (design_id, locale, document)
  SELECT NEW.id, t.locale, to_tsvector(search_config(t.locale), search_fold(t.content))
  FROM search_texts(NEW.names, NEW.name) AS t;
  PERFORM search_vocabulary_add(t.locale, t.content) FROM search_texts(NEW.names, NEW.name) AS t;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "designs_search" ON "designs";--> statement-breakpoint
CREATE TRIGGER "designs_search" AFTER INSERT OR UPDATE OF "name", "names" ON "designs"
  FOR EACH ROW EXECUTE FUNCTION design_search_refresh();--> statement-breakpoint
-- Articles and tags are few: searched as they are, their words only join the vocabulary.
CREATE OR REPLACE FUNCTION article_vocabulary_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_add(t.locale, t.content) FROM search_texts(NEW.names, '') AS t;
  PERFORM search_vocabulary_add(t.locale, t.content) FROM search_texts(NEW.names_plural, '') AS t;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "articles_search" ON "articles";--> statement-breakpoint
CREATE TRIGGER "articles_search" AFTER INSERT OR UPDATE OF "names", "names_plural" ON "articles"
  FOR EACH ROW EXECUTE FUNCTION article_vocabulary_add();--> statement-breakpoint
CREATE OR REPLACE FUNCTION tag_vocabulary_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_add(t.locale, t.content) FROM search_texts(NEW.names, NEW.slug) AS t;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "tags_search" ON "tags";--> statement-breakpoint
CREATE TRIGGER "tags_search" AFTER INSERT OR UPDATE OF "names" ON "tags"
  FOR EACH ROW EXECUTE FUNCTION tag_vocabulary_add();--> statement-breakpoint
UPDATE "designs" SET "names" = "names";--> statement-breakpoint
UPDATE "articles" SET "names" = "names";--> statement-breakpoint
UPDATE "tags" SET "names" = "names";

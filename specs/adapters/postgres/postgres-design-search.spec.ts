import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueView, type CatalogueView } from '../../../core/domain/catalogue/catalogue-view.ts';
import { searchTerms } from '../../../core/domain/catalogue/design-query.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { postgresDesignRepository } from '../../../adapters/postgres/postgres-design-repository.ts';
import { postgresSearchSuggestions } from '../../../adapters/postgres/postgres-search-suggestions.ts';
import { aFixtureDesign, anArticle, aPrice, type CatalogueFixture } from '../../support/catalogue-fixture.ts';
import { insertCatalogue } from '../../support/insert-catalogue.ts';
import { openTestDatabase, TEST_ENGINES } from '../../support/test-database.ts';

const ES = catalogueView('WPX-ES');
const PL = catalogueView('WPX-PL');
const EN: CatalogueView = { store: 'WPX-ES', locales: ['en', 'es'] };

const article = (id: number, es: [string, string], en: [string, string], pl: [string, string]) =>
  anArticle(id, {
    slug: `article-${id}`,
    names: { es: es[0], en: en[0], pl: pl[0] },
    namesPlural: { es: es[1], en: en[1], pl: pl[1] },
  });

/** Four articles in three languages and five designs: names, tags and articles each hold some of the words. */
const SEARCH_CATALOGUE: CatalogueFixture = {
  articles: [
    article(1, ['Taza', 'Tazas'], ['Mug', 'Mugs'], ['Kubek', 'Kubki']),
    article(2, ['Camiseta', 'Camisetas'], ['T-shirt', 'T-shirts'], ['Koszulka', 'Koszulki']),
    article(3, ['Lámina', 'Láminas'], ['Print', 'Prints'], ['Plakat', 'Plakaty']),
    article(4, ['Cojín', 'Cojines'], ['Cushion', 'Cushions'], ['Poduszka', 'Poduszki']),
  ],
  prices: [1, 2, 3, 4].flatMap((id) => [aPrice(id, 'WPX-ES', 1000 + id), aPrice(id, 'WPX-PL', 4000 + id)]),
  designs: [
    aFixtureDesign('cat', { name: 'Sleepy cat', names: { es: 'Gato dormilón', pl: 'Śpiący kot' }, popularity: 50 }),
    aFixtureDesign('coffee', {
      name: 'Happy coffee cup',
      names: { es: 'Taza de café feliz', en: 'Happy coffee cup', pl: 'Wesoła kawa' },
      popularity: 10,
    }),
    aFixtureDesign('fox', { name: 'Fox', names: { es: 'Zorro', pl: 'Lis' }, popularity: 40 }),
    aFixtureDesign('waves', { name: 'Waves', names: { es: 'Olas', pl: 'Fale' }, popularity: 30 }),
    aFixtureDesign('owl', { name: 'Owl', names: { es: 'Búho' }, popularity: 20 }),
  ],
  designArticles: [
    { designId: 'cat', articleId: 1 },
    { designId: 'coffee', articleId: 3 },
    { designId: 'fox', articleId: 1 },
    { designId: 'fox', articleId: 4 },
    { designId: 'waves', articleId: 2 },
    { designId: 'waves', articleId: 4 },
    { designId: 'owl', articleId: 3 },
  ],
  tags: [{ id: 'animals', slug: 'animals', names: { es: 'Animales', en: 'Animals', pl: 'Zwierzęta' } }],
  designTags: [
    { designId: 'cat', tagId: 'animals' },
    { designId: 'fox', tagId: 'animals' },
    { designId: 'owl', tagId: 'animals' },
  ],
  media: [],
  landingPages: [],
  reviews: [],
};

for (const engine of TEST_ENGINES) {
  describe(`Design search on ${engine.name}: the page's language, folded, stemmed, typos forgiven`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase(engine);
      await insertCatalogue(database.db, SEARCH_CATALOGUE);
    });
    afterAll(() => database.close());

    /** The designs a shopper's text finds, best match first, as the listing answers them. */
    const found = async (text: string, view = ES) => {
      const search = searchTerms(text)._unsafeUnwrap();
      const page = await postgresDesignRepository(database.db).pageOfDesigns(
        { filter: { search }, sort: 'POPULARITY', paging: { page: 1, pageSize: 10 } },
        view,
      );
      return page._unsafeUnwrap().designs.map((design) => design.id);
    };

    it('finds every design offered on an article by its name or plural, a design named so first', async () => {
      expect(await found('taza')).toEqual(['coffee', 'cat', 'fox']);
      expect(await found('Tazas')).toEqual(['coffee', 'cat', 'fox']);
      expect(await found('camiseta')).toEqual(['waves']);
      expect(await found('camisetas')).toEqual(['waves']);
      expect(await found('lámina')).toEqual(['owl', 'coffee']);
    });

    it('ignores accents and case, both ways', async () => {
      expect(await found('cojín')).toEqual(['fox', 'waves']);
      expect(await found('COJIN')).toEqual(['fox', 'waves']);
      expect(await found('cojines')).toEqual(['fox', 'waves']);
      expect(await found('buho')).toEqual(['owl']);
      expect(await found('dormilon')).toEqual(['cat']);
    });

    it('forgives a small typo', async () => {
      expect(await found('tazza')).toEqual(['coffee', 'cat', 'fox']);
      expect(await found('zoro')).toEqual(['fox']);
      expect(await found('cojn')).toEqual(['fox', 'waves']);
      expect(await found('gatto')).toEqual(['cat']);
    });

    it('finds the start of a word, as a shopper types it', async () => {
      expect(await found('taz')).toEqual(['coffee', 'cat', 'fox']);
      expect(await found('zor')).toEqual(['fox']);
    });

    it('wants every word, skips the language’s stop words and finds tags', async () => {
      expect(await found('zorro taza')).toEqual(['fox']);
      expect(await found('taza de')).toEqual(['coffee', 'cat', 'fox']);
      expect(await found('animales cojín')).toEqual(['fox']);
      expect(await found('animales')).toEqual(['cat', 'fox', 'owl']);
      expect(await found('olas zorro')).toEqual([]);
      expect(await found('ballena')).toEqual([]);
    });

    it('reads the words in the page’s language: English stems, Polish (no dictionary) as written', async () => {
      expect(await found('mugs', EN)).toEqual(['cat', 'fox']);
      expect(await found('cushion', EN)).toEqual(['fox', 'waves']);
      expect(await found('cups', EN)).toEqual(['coffee']);
      expect(await found('kubek', PL)).toEqual(['cat', 'fox']);
      expect(await found('Poduszki', PL)).toEqual(['fox', 'waves']);
      expect(await found('zwierzeta', PL)).toEqual(['cat', 'fox', 'owl']);
      expect(await found('spiacy kot', PL)).toEqual(['cat']);
      expect(await found('taza', PL)).toEqual([]);
    });

    it('counts every design a search finds, on each page and past the last', async () => {
      const search = searchTerms('taza')._unsafeUnwrap();
      const at = async (page: number) =>
        (
          await postgresDesignRepository(database.db).pageOfDesigns(
            { filter: { search }, sort: 'POPULARITY', paging: { page, pageSize: 2 } },
            ES,
          )
        )._unsafeUnwrap();
      expect(await at(1)).toMatchObject({ total: 3, designs: [{ id: 'coffee' }, { id: 'cat' }] });
      expect(await at(2)).toMatchObject({ total: 3, designs: [{ id: 'fox' }] });
      expect(await at(3)).toMatchObject({ total: 3, designs: [] });
    });

    /** What the header suggests for a text: article plurals, design names and tag names. */
    const suggested = async (text: string, view = ES) => {
      const found = await postgresSearchSuggestions(database.db).suggestions(searchTerms(text)._unsafeUnwrap(), view);
      const { articles, designs, tags } = found._unsafeUnwrap();
      return {
        articles: articles.map((a) => a.namePlural),
        designs: designs.map((d) => d.name),
        tags: tags.map((t) => t.name),
      };
    };

    it('suggests the articles, designs and tags a text starts, in the page’s language', async () => {
      expect(await suggested('taz')).toEqual({
        articles: ['Tazas'],
        designs: ['Taza de café feliz', 'Gato dormilón', 'Zorro'],
        tags: [],
      });
      expect(await suggested('cojin')).toEqual({ articles: ['Cojines'], designs: ['Zorro', 'Olas'], tags: [] });
      expect(await suggested('anim')).toEqual({
        articles: [],
        designs: ['Gato dormilón', 'Zorro', 'Búho'],
        tags: ['Animales'],
      });
      expect(await suggested('kub', PL)).toEqual({ articles: ['Kubki'], designs: ['Śpiący kot', 'Lis'], tags: [] });
      expect(await suggested('xyzzy')).toEqual({ articles: [], designs: [], tags: [] });
    });

    it('finds a design by the name it was given later', async () => {
      await database.db.execute(sql`UPDATE designs SET names = '{"es": "Ballena azul"}' WHERE id = 'waves'`);
      expect(await found('ballena')).toEqual(['waves']);
      expect(await found('olas')).toEqual([]);
    });
  });
}

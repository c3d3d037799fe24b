import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleId } from '../../../core/domain/catalogue/article.ts';
import { catalogueView } from '../../../core/domain/catalogue/catalogue-view.ts';
import type { DesignFilter, SearchTerms } from '../../../core/domain/catalogue/design-query.ts';
import type { DesignId } from '../../../core/domain/catalogue/design.ts';
import type { Sort } from '../../../core/domain/catalogue/sort.ts';
import type { CatalogueRepositories } from '../../support/in-memory-catalogue.ts';

const ES = catalogueView('WPX-ES');
const PL = catalogueView('WPX-PL');
const IT = catalogueView('WPX-IT');

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const terms = (...words: string[]) => words as unknown as SearchTerms;

/** What the catalogue's repositories must do; run against the in-memory fake and every database engine. */

/** The fixture's fox artworks, square first (position 0), then wide. */
const FOX_ARTWORKS = [
  { id: 'fox-art-square', width: 3600, height: 3600 },
  { id: 'fox-art-wide', width: 3600, height: 1800 },
];
export const describeCatalogueRepositoriesContract = (
  name: string,
  open: () => Promise<{ repositories: CatalogueRepositories; close: () => Promise<void> }>,
) =>
  describe(`Catalogue repositories contract: ${name}`, () => {
    // The examples only read, so one opened catalogue serves them all.
    let opened: Awaited<ReturnType<typeof open>>;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened.close());

    const page = async (
      filter: DesignFilter,
      view = ES,
      sort: Sort = 'POPULARITY',
      paging = { page: 1, pageSize: 10 },
    ) => (await opened.repositories.designs.pageOfDesigns({ filter, sort, paging }, view))._unsafeUnwrap();
    const ids = async (filter: DesignFilter, view = ES, sort: Sort = 'POPULARITY') =>
      (await page(filter, view, sort)).designs.map((design) => design.id);

    describe('pageOfDesigns', () => {
      it('lists only published designs the store sells on an active article, most popular first, ties by id', async () => {
        expect(await page({ collection: 'INFANTIL' })).toMatchObject({ page: 1, pageSize: 10, total: 3 });
        expect(await ids({ collection: 'INFANTIL' })).toEqual(['owl', 'fox', 'whale']);
      });

      it('names designs in the store language, falling back to English, then Spanish, then the base name', async () => {
        const names = async (view: typeof ES) => (await page({}, view)).designs.map((d) => [d.id, d.name]);
        expect(await names(ES)).toEqual([
          ['owl', 'Búho nocturno'],
          ['fox', 'Zorro retro'],
          ['whale', '100% Ballena_divertida'],
          ['tulips', 'Tulips'],
        ]);
        expect(await names(PL)).toEqual([
          ['owl', 'Night Owl'],
          ['fox', 'Lis w stylu retro'],
          ['tulips', 'Tulips'],
        ]);
      });

      it('prices a design at its cheapest article in the store, with its compare-at price and first picture', async () => {
        const fox = (await page({ collection: 'INFANTIL' })).designs.find((d) => d.id === 'fox');
        expect(fox).toEqual({
          id: 'fox',
          slug: 'design-fox',
          name: 'Zorro retro',
          collection: 'INFANTIL',
          price: { price: eur(995), compareAtPrice: eur(1295) },
          picture: {
            id: 'fox-a1',
            width: 960,
            height: 960,
            widths: [240, 480, 960],
            formats: 'photo',
            alt: 'Zorro en taza',
          },
        });
        const inPoland = (await page({ collection: 'INFANTIL' }, PL)).designs.find((d) => d.id === 'fox');
        expect(inPoland?.price).toEqual({ price: { amount: 5900, currency: 'PLN' }, compareAtPrice: null });
      });

      it('lists designs without pictures with a null picture', async () => {
        const whale = (await page({ collection: 'INFANTIL' })).designs.find((d) => d.id === 'whale');
        expect(whale?.picture).toBeNull();
      });

      it('lists an article: the price and the picture are those of that article', async () => {
        const designs = (await page({ articleId: 2 as ArticleId })).designs;
        expect(designs.map((d) => [d.id, d.price.price.amount, d.picture?.id ?? null, d.picture?.formats])).toEqual([
          ['fox', 995, 'fox-a2', 'graphic'],
          ['whale', 995, null, undefined],
        ]);
        expect(await ids({ articleId: 3 as ArticleId })).toEqual([]);
      });

      it('lists a tag by slug', async () => {
        expect(await ids({ tagSlug: 'animals' })).toEqual(['owl', 'fox', 'whale']);
        expect(await ids({ tagSlug: 'flowers' })).toEqual(['tulips']);
        expect(await ids({ tagSlug: 'unknown' })).toEqual([]);
      });

      it('combines every criterion given', async () => {
        expect(await ids({ tagSlug: 'animals', articleId: 2 as ArticleId })).toEqual(['fox', 'whale']);
        expect(await ids({ tagSlug: 'animals', collection: 'OUTLET' })).toEqual([]);
      });

      it('searches every word in the localized name, a localized tag name or article name, folded', async () => {
        expect(await ids({ search: terms('zorro') })).toEqual(['fox']);
        expect(await ids({ search: terms('fox') }, PL)).toEqual([]);
        expect(await ids({ search: terms('buho', 'nocturno') })).toEqual(['owl']);
        expect(await ids({ search: terms('buho', 'zorro') })).toEqual([]);
        expect(await ids({ search: terms('animales') })).toEqual(['owl', 'fox', 'whale']);
        expect(await ids({ search: terms('flowers') }, PL)).toEqual([]);
        expect(await ids({ search: terms('kwiaty') }, PL)).toEqual(['tulips']);
        expect(await ids({ search: terms('taza') })).toEqual(['owl', 'fox', 'tulips']);
        expect(await ids({ search: terms('kubki') }, PL)).toEqual(['owl', 'fox', 'tulips']);
      });

      it('treats SQL in a search as plain words', async () => {
        expect(await ids({ search: terms('drop', 'table', 'designs') })).toEqual([]);
        expect(await ids({ search: terms('or', '1') })).toEqual([]);
        expect(await ids({ collection: 'INFANTIL' })).toEqual(['owl', 'fox', 'whale']);
      });

      it('lists offers: designs printable on an article whose compare-at price is above its price', async () => {
        const offers = await page({ onOffer: true });
        expect(offers.designs.map((d) => [d.id, d.price])).toEqual([
          ['fox', { price: eur(995), compareAtPrice: eur(1295) }],
          ['whale', { price: eur(995), compareAtPrice: eur(1295) }],
        ]);
        expect(await page({ onOffer: true }, IT)).toMatchObject({ designs: [], total: 0 });
      });

      it('sorts by creation and by last modification, newest first', async () => {
        expect(await ids({ collection: 'INFANTIL' }, ES, 'DATE_CREATION')).toEqual(['whale', 'fox', 'owl']);
        expect(await ids({ collection: 'INFANTIL' }, ES, 'DATE_LAST_MODIFICATION')).toEqual(['owl', 'fox', 'whale']);
      });

      it('pages through a listing and counts all of it', async () => {
        const second = await page({ collection: 'INFANTIL' }, ES, 'POPULARITY', { page: 2, pageSize: 2 });
        expect(second.designs.map((d) => d.id)).toEqual(['whale']);
        expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
        expect(await page({ collection: 'INFANTIL' }, ES, 'POPULARITY', { page: 3, pageSize: 2 })).toEqual({
          designs: [],
          page: 3,
          pageSize: 2,
          total: 3,
        });
      });
    });

    describe('designDetail', () => {
      const detail = async (id: string, view = ES) =>
        (await opened.repositories.designs.designDetail(id as DesignId, view))._unsafeUnwrap();

      it('gives the design with its articles by price, each with this design on it, its tags and review totals', async () => {
        const fox = await detail('fox');
        expect(fox).toMatchObject({
          id: 'fox',
          slug: 'design-fox',
          name: 'Zorro retro',
          collection: 'INFANTIL',
          tags: [{ id: 'animals', slug: 'animals', name: 'Animales' }],
          reviews: { count: 3, ratingSum: 13 },
        });
        expect(
          fox?.articles.map((a) => [a.id, a.name, a.price.amount, a.compareAtPrice?.amount ?? null, a.picture?.id]),
        ).toEqual([
          [2, 'Poster', 995, 1295, 'fox-a2'],
          [1, 'Taza', 1295, null, 'fox-a1'],
        ]);
        // Its print artworks are kept apart from its pictures, by position.
        expect(fox?.artworks).toEqual(FOX_ARTWORKS);
      });

      it('gives no rating totals before the first review, and tag names falling back to the slug', async () => {
        const owl = await detail('owl');
        expect(owl?.reviews).toEqual({ count: 0, ratingSum: 0 });
        expect(owl?.tags).toEqual([
          { id: 'animals', slug: 'animals', name: 'Animales' },
          { id: 'night', slug: 'night', name: 'night' },
        ]);
      });

      it('finds nothing for an unknown, unpublished or unsellable design, or one the store does not sell', async () => {
        expect(await detail('nope')).toBeNull();
        expect(await detail('hidden')).toBeNull();
        expect(await detail('orphan')).toBeNull();
        expect(await detail('retired-only')).toBeNull();
        expect(await detail('whale', PL)).toBeNull();
      });
    });

    describe('storeArticles and storeArticle', () => {
      it("lists the store's active articles by id, priced and named in its language", async () => {
        const spanish = (await opened.repositories.articles.storeArticles(ES, { onOfferOnly: false }))._unsafeUnwrap();
        expect(spanish.map((a) => a.id)).toEqual([1, 2]);
        expect(spanish[0]).toEqual({
          id: 1,
          slug: 'article-1',
          kind: 'mug',
          name: 'Taza',
          namePlural: 'Tazas',
          description: 'About article 1',
          imageFormats: 'photo',
          personalisable: false,
          price: eur(1295),
          compareAtPrice: null,
          picture: {
            id: 'article-1',
            width: 960,
            height: 960,
            widths: [240, 480, 960],
            formats: 'photo',
            alt: 'Picture article-1',
          },
        });
        expect(spanish[1]).toMatchObject({ id: 2, imageFormats: 'graphic', picture: null });
        const polish = (await opened.repositories.articles.storeArticles(PL, { onOfferOnly: false }))._unsafeUnwrap();
        expect(polish.map((a) => [a.id, a.name, a.namePlural, a.price])).toEqual([
          [1, 'Kubek', 'Kubki', { amount: 5900, currency: 'PLN' }],
        ]);
      });

      it('lists only articles whose compare-at price is above the price when asked for offers', async () => {
        const offers = async (view: typeof ES) =>
          (await opened.repositories.articles.storeArticles(view, { onOfferOnly: true }))
            ._unsafeUnwrap()
            .map((a) => a.id);
        expect(await offers(ES)).toEqual([2]);
        expect(await offers(IT)).toEqual([]);
      });

      it('finds one article as the store sells it, and nothing for unknown, inactive or unpriced ones', async () => {
        const one = async (id: number, view = ES) =>
          (await opened.repositories.articles.storeArticle(id as ArticleId, view))._unsafeUnwrap();
        expect(await one(2)).toMatchObject({ id: 2, name: 'Poster', price: eur(995), compareAtPrice: eur(1295) });
        expect(await one(3)).toBeNull();
        expect(await one(2, PL)).toBeNull();
        expect(await one(999)).toBeNull();
      });
    });

    describe('storeTags', () => {
      it('counts the designs each tag has in the store, leaving out tags without any', async () => {
        const tags = async (view: typeof ES) =>
          [...(await opened.repositories.tags.storeTags(view))._unsafeUnwrap()].sort((a, b) => (a.id < b.id ? -1 : 1));
        expect(await tags(ES)).toEqual([
          { id: 'animals', slug: 'animals', name: 'Animales', designCount: 3 },
          { id: 'flowers', slug: 'flowers', name: 'Flores', designCount: 1 },
          { id: 'night', slug: 'night', name: 'night', designCount: 1 },
        ]);
        expect(await tags(PL)).toEqual([
          { id: 'animals', slug: 'animals', name: 'Animals', designCount: 2 },
          { id: 'flowers', slug: 'flowers', name: 'Kwiaty', designCount: 1 },
          { id: 'night', slug: 'night', name: 'night', designCount: 1 },
        ]);
      });
    });

    describe('landingPage', () => {
      const landing = async (slug: string, view = ES) =>
        (await opened.repositories.landingPages.landingPage(slug, view))._unsafeUnwrap();

      it('gives the texts in the store language with fallbacks, its list mode and its filter by tag slug', async () => {
        expect(await landing('animal-gifts')).toEqual({
          slug: 'animal-gifts',
          title: 'Regalos de animales',
          body: 'Animals everywhere',
          listMode: 'LIST_DESIGNS',
          filter: { tagSlug: 'animals' },
        });
        expect(await landing('mugs')).toMatchObject({
          listMode: 'LANDING',
          filter: { articleId: 1, collection: 'INFANTIL' },
        });
      });

      it('leaves texts empty when no fallback has them, and drops filter values the catalogue does not know', async () => {
        expect(await landing('everything')).toMatchObject({ title: '', body: '', listMode: 'LIST', filter: {} });
        expect(await landing('everything', PL)).toMatchObject({ title: 'Wszystko' });
        expect(await landing('one-poster')).toMatchObject({ filter: { articleId: 2 } });
        expect((await landing('one-poster'))?.filter).not.toHaveProperty('collection');
      });

      it('finds nothing at an unknown slug', async () => {
        expect(await landing('nope')).toBeNull();
      });
    });

    describe('picture', () => {
      it('describes a picture with its subject in the base language', async () => {
        expect((await opened.repositories.pictures.picture('fox-a1'))._unsafeUnwrap()).toEqual({
          id: 'fox-a1',
          width: 960,
          height: 960,
          widths: [240, 480, 960],
          formats: 'photo',
          alt: 'Fox on a mug',
          subject: {
            role: 'article',
            designId: 'fox',
            designName: 'Retro Fox',
            articleKind: 'mug',
            articleName: 'Mug',
            surface: null,
            artworks: FOX_ARTWORKS,
          },
        });
        expect((await opened.repositories.pictures.picture('article-1'))._unsafeUnwrap()?.subject).toEqual({
          role: 'article',
          designId: null,
          designName: null,
          articleKind: 'mug',
          articleName: 'Mug',
          surface: null,
          artworks: [],
        });
      });

      it('describes a design’s print artwork as such, with its design’s other artworks', async () => {
        expect((await opened.repositories.pictures.picture('fox-art-wide'))._unsafeUnwrap()).toMatchObject({
          width: 3600,
          height: 1800,
          subject: { role: 'artwork', designId: 'fox', artworks: FOX_ARTWORKS },
        });
      });

      it('finds nothing for an unknown id', async () => {
        expect((await opened.repositories.pictures.picture('nope'))._unsafeUnwrap()).toBeNull();
      });
    });
  });

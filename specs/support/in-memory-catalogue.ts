import { okAsync } from 'neverthrow';
import type { ArticleId } from '../../core/domain/catalogue/article.ts';
import type { StoredPicture } from '../../core/domain/catalogue/catalogue-picture.ts';
import { ARTWORK_MEDIA_KIND } from '../../core/domain/catalogue/design-artwork.ts';
import type { PrintSurface } from '../../core/domain/personalisation/print-surface.ts';
import type { CatalogueView } from '../../core/domain/catalogue/catalogue-view.ts';
import { isProductCollection, type ProductCollection } from '../../core/domain/catalogue/collection.ts';
import type { DesignFilter } from '../../core/domain/catalogue/design-query.ts';
import { foldText } from '../../core/domain/catalogue/search-words.ts';
import type { DesignId } from '../../core/domain/catalogue/design.ts';
import type { ListMode } from '../../core/domain/catalogue/list-mode.ts';
import type { Sort } from '../../core/domain/catalogue/sort.ts';
import type { Cents } from '../../core/domain/pricing/money.ts';
import type { CurrencyCode } from '../../core/domain/pricing/currency.ts';
import type { ArticleRepository, StoredArticle } from '../../core/shop/catalogue/article-repository.port.ts';
import type { DesignRepository, StoredDesignSummary } from '../../core/shop/catalogue/design-repository.port.ts';
import type { LandingPageRepository } from '../../core/shop/catalogue/landing-page-repository.port.ts';
import type { TagRepository } from '../../core/shop/catalogue/tag-repository.port.ts';
import type { PictureRepository } from '../../core/shop/media/picture-repository.port.ts';
import type { CatalogueFixture } from './catalogue-fixture.ts';

type Texts = Partial<Record<string, string>>;

const localized = (texts: Texts, view: CatalogueView, last = '') =>
  view.locales.map((locale) => texts[locale]).find((text) => text !== undefined && text !== '') ?? last;

const byPositionThenId = (a: { position: number; id: string }, b: { position: number; id: string }) =>
  a.position - b.position || (a.id < b.id ? -1 : 1);

/** The fake catalogue: the same contract as the PostgreSQL repositories, computed over the fixture's rows. */
export const inMemoryCatalogue = (fixture: CatalogueFixture) => {
  const pictureOf = (row: CatalogueFixture['media'][number] | undefined, view: CatalogueView): StoredPicture | null =>
    row === undefined
      ? null
      : {
          id: row.id,
          width: row.width,
          height: row.height,
          widths: row.widths,
          formats: row.formats === 'avif,webp,png' ? 'graphic' : 'photo',
          alt: localized(row.alt, view),
        };

  const priced = (view: CatalogueView) =>
    fixture.articles.flatMap((article) => {
      const price = fixture.prices.find((p) => p.articleId === article.id && p.store === view.store);
      return article.active && price ? [{ article, price }] : [];
    });

  const storedArticle = (
    { article, price }: ReturnType<typeof priced>[number],
    picture: StoredPicture | null,
    view: CatalogueView,
  ): StoredArticle => {
    const currency = price.currency as CurrencyCode;
    return {
      id: article.id as ArticleId,
      slug: article.slug,
      kind: article.kind,
      name: localized(article.names, view, article.slug),
      namePlural: localized(article.namesPlural, view, article.slug),
      description: localized(article.descriptions, view),
      imageFormats: article.imageFormats === 'avif,webp,png' ? 'graphic' : 'photo',
      personalisable: article.printSurfaces.length > 0,
      price: { amount: price.amountMinor as Cents, currency },
      compareAtPrice: price.compareAtMinor === null ? null : { amount: price.compareAtMinor as Cents, currency },
      picture,
    };
  };

  const artworksOf = (designId: string) =>
    fixture.media
      .filter((m) => m.designId === designId && m.kind === ARTWORK_MEDIA_KIND)
      .sort(byPositionThenId)
      .map((m) => ({ id: m.id, width: m.width, height: m.height }));
  const articlePicture = (articleId: number, view: CatalogueView) =>
    pictureOf(
      fixture.media.filter((m) => m.articleId === articleId && m.designId === null).sort(byPositionThenId)[0],
      view,
    );

  const designName = (design: CatalogueFixture['designs'][number], view: CatalogueView) =>
    localized(design.names, view, design.name);

  const tagsOf = (designId: string) =>
    fixture.designTags.flatMap((dt) => fixture.tags.filter((t) => dt.designId === designId && t.id === dt.tagId));

  /** The fake finds words inside texts; the databases' stemming, typos and ranking are held by their own specs. */
  const searchableTexts = (design: CatalogueFixture['designs'][number], view: CatalogueView) => [
    designName(design, view),
    ...tagsOf(design.id).map((t) => localized(t.names, view, t.slug)),
    ...fixture.designArticles
      .filter((da) => da.designId === design.id)
      .flatMap((da) => fixture.articles.filter((a) => a.id === da.articleId && a.active))
      .flatMap((a) => [localized(a.names, view), localized(a.namesPlural, view)]),
  ];

  const matches = (design: CatalogueFixture['designs'][number], filter: DesignFilter, view: CatalogueView) =>
    design.published &&
    (filter.collection === undefined || design.collection === filter.collection) &&
    (filter.tagSlug === undefined || tagsOf(design.id).some((t) => t.slug === filter.tagSlug)) &&
    (filter.search ?? []).every((term) => searchableTexts(design, view).some((text) => foldText(text).includes(term)));

  const cheapest = (designId: string, filter: DesignFilter, view: CatalogueView) =>
    priced(view)
      .filter(
        ({ article, price }) =>
          fixture.designArticles.some((da) => da.designId === designId && da.articleId === article.id) &&
          (filter.articleId === undefined || article.id === filter.articleId) &&
          (!filter.onOffer || (price.compareAtMinor !== null && price.compareAtMinor > price.amountMinor)),
      )
      .sort((a, b) => a.price.amountMinor - b.price.amountMinor || a.article.id - b.article.id)[0];

  const SORT_KEY: Readonly<Record<Sort, (d: CatalogueFixture['designs'][number]) => number>> = {
    POPULARITY: (d) => d.popularity,
    DATE_CREATION: (d) => d.createdAt.getTime(),
    DATE_LAST_MODIFICATION: (d) => d.updatedAt.getTime(),
  };

  const designs: DesignRepository = {
    pageOfDesigns: ({ filter, sort, paging }, view) => {
      const listed = fixture.designs
        .filter((design) => matches(design, filter, view))
        .flatMap((design) => {
          const price = cheapest(design.id, filter, view);
          return price ? [{ design, price }] : [];
        })
        .sort((a, b) => SORT_KEY[sort](b.design) - SORT_KEY[sort](a.design) || (a.design.id < b.design.id ? -1 : 1));
      const page = listed.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize);
      return okAsync({
        designs: page.map(({ design, price }): StoredDesignSummary => {
          const { price: storePrice } = storedArticle(price, null, view);
          const pictures = fixture.media
            .filter(
              (m) =>
                m.designId === design.id &&
                m.kind !== ARTWORK_MEDIA_KIND &&
                (filter.articleId === undefined || m.articleId === filter.articleId),
            )
            .sort(byPositionThenId);
          return {
            id: design.id as DesignId,
            slug: design.slug,
            name: designName(design, view),
            collection: design.collection as ProductCollection,
            picture: pictureOf(pictures[0], view),
            price: { price: storePrice, compareAtPrice: storedArticle(price, null, view).compareAtPrice },
          };
        }),
        page: paging.page,
        pageSize: paging.pageSize,
        total: listed.length,
      });
    },
    designDetail: (id, view) => {
      const design = fixture.designs.find((d) => d.id === id && d.published);
      const articles = priced(view)
        .filter(({ article }) => fixture.designArticles.some((da) => da.designId === id && da.articleId === article.id))
        .sort((a, b) => a.price.amountMinor - b.price.amountMinor || a.article.id - b.article.id)
        .map((entry) =>
          storedArticle(
            entry,
            pictureOf(
              fixture.media
                .filter((m) => m.designId === id && m.articleId === entry.article.id)
                .sort(byPositionThenId)[0],
              view,
            ),
            view,
          ),
        );
      if (design === undefined || articles.length === 0) return okAsync(null);
      const ratings = fixture.reviews.filter((r) => r.designId === id).map((r) => r.rating);
      return okAsync({
        id: design.id as DesignId,
        slug: design.slug,
        name: designName(design, view),
        collection: design.collection as ProductCollection,
        articles,
        artworks: artworksOf(id),
        tags: tagsOf(id)
          .map((t) => ({ id: t.id, slug: t.slug, name: localized(t.names, view, t.slug) }))
          .sort((a, b) => (a.slug < b.slug ? -1 : 1)),
        reviews: { count: ratings.length, ratingSum: ratings.reduce((sum, r) => sum + r, 0) },
      });
    },
  };

  const articles: ArticleRepository = {
    storeArticles: (view, { onOfferOnly }) =>
      okAsync(
        priced(view)
          .filter(
            ({ price }) => !onOfferOnly || (price.compareAtMinor !== null && price.compareAtMinor > price.amountMinor),
          )
          .sort((a, b) => a.article.id - b.article.id)
          .map((entry) => storedArticle(entry, articlePicture(entry.article.id, view), view)),
      ),
    storeArticle: (id, view) => {
      const entry = priced(view).find(({ article }) => article.id === id);
      return okAsync(entry ? storedArticle(entry, articlePicture(id, view), view) : null);
    },
  };

  const sold = (designId: string, view: CatalogueView) =>
    fixture.designs.some((d) => d.id === designId && d.published) && cheapest(designId, {}, view) !== undefined;

  const tags: TagRepository = {
    storeTags: (view) =>
      okAsync(
        fixture.tags.flatMap((tag) => {
          const count = new Set(
            fixture.designTags.filter((dt) => dt.tagId === tag.id && sold(dt.designId, view)).map((dt) => dt.designId),
          ).size;
          return count > 0
            ? [{ id: tag.id, slug: tag.slug, name: localized(tag.names, view, tag.slug), designCount: count }]
            : [];
        }),
      ),
  };

  const landingPages: LandingPageRepository = {
    landingPage: (slug, view) => {
      const page = fixture.landingPages.find((p) => p.slug === slug);
      if (page === undefined) return okAsync(null);
      const { collection, articleId, tagId } = page.filter;
      const tagSlug = fixture.tags.find((t) => t.id === tagId)?.slug;
      return okAsync({
        slug: page.slug,
        title: localized(page.titles, view),
        body: localized(page.bodies, view),
        listMode: page.listMode as ListMode,
        filter: {
          ...(collection !== undefined && isProductCollection(collection) ? { collection } : {}),
          ...(articleId === undefined ? {} : { articleId: articleId as ArticleId }),
          ...(tagSlug === undefined ? {} : { tagSlug }),
        },
      });
    },
  };

  const pictures: PictureRepository = {
    picture: (id) => {
      const row = fixture.media.find((m) => m.id === id);
      if (row === undefined) return okAsync(null);
      const design = fixture.designs.find((d) => d.id === row.designId);
      const article = fixture.articles.find((a) => a.id === row.articleId);
      const stored = pictureOf(row, { store: 'WPX-ES', locales: ['en', 'es'] }) as StoredPicture;
      const surface = article?.printSurfaces[0];
      return okAsync({
        ...stored,
        subject: {
          role: row.kind === ARTWORK_MEDIA_KIND ? 'artwork' : 'article',
          designId: row.designId,
          designName: design?.name ?? null,
          articleKind: article?.kind ?? 'poster',
          articleName: article?.names.en ?? article?.slug ?? '',
          surface: surface === undefined ? null : (surface as unknown as PrintSurface),
          artworks: row.designId === null ? [] : artworksOf(row.designId),
        },
      });
    },
  };

  return { designs, articles, tags, landingPages, pictures };
};

export type CatalogueRepositories = ReturnType<typeof inMemoryCatalogue>;

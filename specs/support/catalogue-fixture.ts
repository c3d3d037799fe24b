import type {
  articlePrices,
  articles,
  designArticles,
  designs,
  designTags,
  landingPages,
  media,
  reviews,
  tags,
} from '../../adapters/postgres/schema/index.ts';

/** A catalogue as rows, the same for the in-memory fake and the database: one source for every contract example. */
export type CatalogueFixture = {
  readonly articles: readonly (typeof articles.$inferSelect)[];
  readonly prices: readonly (typeof articlePrices.$inferSelect)[];
  readonly designs: readonly (typeof designs.$inferSelect)[];
  readonly designArticles: readonly (typeof designArticles.$inferSelect)[];
  readonly tags: readonly (typeof tags.$inferSelect)[];
  readonly designTags: readonly (typeof designTags.$inferSelect)[];
  readonly media: readonly (typeof media.$inferSelect)[];
  readonly landingPages: readonly (typeof landingPages.$inferSelect)[];
  readonly reviews: readonly (typeof reviews.$inferSelect)[];
};

type Row<K extends keyof CatalogueFixture> = CatalogueFixture[K][number];

const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n));

export const anArticle = (id: number, overrides: Partial<Row<'articles'>> = {}): Row<'articles'> => ({
  id,
  slug: `article-${id}`,
  kind: 'mug',
  names: { en: `Article ${id}`, es: `Artículo ${id}` },
  namesPlural: { en: `Articles ${id}`, es: `Artículos ${id}` },
  descriptions: { en: `About article ${id}` },
  imageFormats: 'avif,webp,jpg',
  active: true,
  printSurfaces: [],
  createdAt: day(0),
  ...overrides,
});

export const aPrice = (
  articleId: number,
  store: string,
  amountMinor: number,
  overrides: Partial<Row<'prices'>> = {},
): Row<'prices'> => ({
  articleId,
  store,
  amountMinor,
  currency: store === 'WPX-PL' ? 'PLN' : 'EUR',
  compareAtMinor: null,
  ...overrides,
});

export const aFixtureDesign = (id: string, overrides: Partial<Row<'designs'>> = {}): Row<'designs'> => ({
  id,
  slug: `design-${id}`,
  name: `Design ${id}`,
  names: {},
  collection: 'NOVELTY',
  popularity: 0,
  ownerId: null,
  published: true,
  createdAt: day(0),
  updatedAt: day(0),
  ...overrides,
});

export const aPicture = (id: string, overrides: Partial<Row<'media'>> = {}): Row<'media'> => ({
  id,
  kind: 'product',
  designId: null,
  articleId: null,
  position: 0,
  width: 960,
  height: 960,
  formats: 'avif,webp,jpg',
  widths: [240, 480, 960],
  alt: { en: `Picture ${id}` },
  ...overrides,
});

export const aReview = (id: string, designId: string, rating: number): Row<'reviews'> => ({
  id,
  articleId: 1,
  designId,
  customerId: null,
  orderId: null,
  orderLineId: null,
  country: 'ES',
  photo: null,
  status: 'published',
  authorName: 'Ana',
  rating,
  title: 'Nice',
  body: 'Very nice',
  locale: 'es',
  createdAt: day(0),
});

/**
 * Three articles (3 inactive; 2 on offer in WPX-ES; 1 not sold in WPX-PL) and seven designs that cover every rule:
 * translations with fallbacks, an unpublished design, one with no sellable article, ties, dates and search text.
 */
export const CONTRACT_CATALOGUE: CatalogueFixture = {
  articles: [
    anArticle(1, {
      names: { en: 'Mug', es: 'Taza', pl: 'Kubek' },
      namesPlural: { en: 'Mugs', es: 'Tazas', pl: 'Kubki' },
    }),
    anArticle(2, { slug: 'poster', kind: 'poster', names: { en: 'Poster' }, imageFormats: 'avif,webp,png' }),
    anArticle(3, { slug: 'retired', active: false }),
  ],
  prices: [
    aPrice(1, 'WPX-ES', 1295),
    aPrice(1, 'WPX-PL', 5900),
    aPrice(2, 'WPX-ES', 995, { compareAtMinor: 1295 }),
    aPrice(2, 'WPX-IT', 995, { compareAtMinor: 995 }),
    aPrice(3, 'WPX-ES', 100),
  ],
  designs: [
    aFixtureDesign('fox', {
      name: 'Retro Fox',
      names: { en: 'Retro Fox', es: 'Zorro retro', pl: 'Lis w stylu retro' },
      collection: 'INFANTIL',
      popularity: 50,
      createdAt: day(3),
      updatedAt: day(10),
    }),
    aFixtureDesign('owl', {
      name: 'Night Owl',
      names: { en: 'Night Owl', es: 'Búho nocturno' },
      collection: 'INFANTIL',
      popularity: 90,
      createdAt: day(1),
      updatedAt: day(20),
    }),
    aFixtureDesign('whale', {
      name: '100% Whale_fun',
      names: { es: '100% Ballena_divertida' },
      collection: 'INFANTIL',
      popularity: 50,
      createdAt: day(5),
      updatedAt: day(5),
    }),
    aFixtureDesign('tulips', { name: 'Tulips', names: { en: 'Tulips' }, collection: 'OUTLET', popularity: 10 }),
    aFixtureDesign('hidden', { name: 'Hidden Fox', collection: 'INFANTIL', published: false, popularity: 99 }),
    aFixtureDesign('orphan', { name: 'Orphan Fox', collection: 'INFANTIL', popularity: 98 }),
    aFixtureDesign('retired-only', { name: 'Retired Fox', collection: 'INFANTIL', popularity: 97 }),
  ],
  designArticles: [
    { designId: 'fox', articleId: 1 },
    { designId: 'fox', articleId: 2 },
    { designId: 'owl', articleId: 1 },
    { designId: 'whale', articleId: 2 },
    { designId: 'tulips', articleId: 1 },
    { designId: 'hidden', articleId: 1 },
    { designId: 'retired-only', articleId: 3 },
  ],
  tags: [
    { id: 'animals', slug: 'animals', names: { en: 'Animals', es: 'Animales' } },
    { id: 'flowers', slug: 'flowers', names: { en: 'Flowers', es: 'Flores', pl: 'Kwiaty' } },
    { id: 'night', slug: 'night', names: {} },
  ],
  designTags: [
    { designId: 'fox', tagId: 'animals' },
    { designId: 'owl', tagId: 'animals' },
    { designId: 'owl', tagId: 'night' },
    { designId: 'whale', tagId: 'animals' },
    { designId: 'tulips', tagId: 'flowers' },
    { designId: 'hidden', tagId: 'flowers' },
  ],
  media: [
    aPicture('fox-a2', { designId: 'fox', articleId: 2, position: 1, formats: 'avif,webp,png' }),
    aPicture('fox-a1', {
      designId: 'fox',
      articleId: 1,
      position: 0,
      alt: { en: 'Fox on a mug', es: 'Zorro en taza' },
    }),
    aPicture('owl-a1', { designId: 'owl', articleId: 1 }),
    aPicture('fox-art-wide', { kind: 'design', designId: 'fox', width: 3600, height: 1800, position: 1 }),
    aPicture('fox-art-square', { kind: 'design', designId: 'fox', width: 3600, height: 3600, position: 0 }),
    aPicture('article-1', { kind: 'catalog', articleId: 1 }),
  ],
  landingPages: [
    {
      slug: 'animal-gifts',
      titles: { en: 'Animal gifts', es: 'Regalos de animales' },
      bodies: { en: 'Animals everywhere' },
      listMode: 'LIST_DESIGNS',
      filter: { tagId: 'animals' },
      updatedAt: day(0),
    },
    {
      slug: 'mugs',
      titles: { en: 'Mugs' },
      bodies: { en: 'Mugs for all' },
      listMode: 'LANDING',
      filter: { articleId: 1, collection: 'INFANTIL' },
      updatedAt: day(0),
    },
    {
      slug: 'everything',
      titles: { pl: 'Wszystko' },
      bodies: {},
      listMode: 'LIST',
      filter: {},
      updatedAt: day(0),
    },
    {
      slug: 'one-poster',
      titles: { en: 'Our poster' },
      bodies: { en: 'Just the poster' },
      listMode: 'LIST',
      filter: { articleId: 2, collection: 'SOCKS' },
      updatedAt: day(0),
    },
  ],
  reviews: [aReview('r1', 'fox', 5), aReview('r2', 'fox', 4), aReview('r3', 'fox', 4)],
};

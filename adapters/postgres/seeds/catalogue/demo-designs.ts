import { ARTWORK_MEDIA_KIND } from '../../../../core/domain/catalogue/design-artwork.ts';
import { PRODUCT_COLLECTIONS } from '../../../../core/domain/catalogue/collection.ts';
import { LOCALES, type Locale } from '../../../../core/domain/site/locale.ts';
import { slugify } from '../../../../core/domain/validation/slug.ts';
import { DEMO_ARTICLES, type DemoArticle } from './demo-articles.ts';
import { designNameIn, STYLES, SUBJECTS } from './demo-design-names.ts';
import { STYLE_TAGS, SUBJECT_TAGS } from './demo-tags.ts';

const DAY = 86_400_000;
const FIRST_DESIGN_DAY = Date.UTC(2024, 0, 1);

/** Rendered at 960 px square and served at these widths (no upscaling). */
export const DEMO_PICTURE_SIZE = 960;
export const DEMO_PICTURE_WIDTHS = [240, 480, 720, 960];

const allLocales = (text: (locale: Locale) => string) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, text(locale)])) as Record<Locale, string>;

/** Three to six articles per design, spread so that every article carries about a third of the designs. */
const articlesFor = (n: number): readonly DemoArticle[] =>
  Array.from({ length: 3 + (n % 4) }, (_, k) => DEMO_ARTICLES[(n + k * 5) % DEMO_ARTICLES.length] as DemoArticle);

/** 156 designs: every style with every subject, dealt round-robin over the collections; dates spread over 18 months. */
export const demoDesigns = () =>
  STYLES.flatMap((style, s) =>
    SUBJECTS.map((subject, j) => {
      const n = s * SUBJECTS.length + j;
      const name = `${style.names.en} ${subject.names.en}`;
      const createdAt = new Date(FIRST_DESIGN_DAY + ((n * 7919) % 540) * DAY);
      const popularity = (n * 37) % 101;
      return {
        id: `d${String(n + 1).padStart(4, '0')}`,
        slug: slugify(name, { removeAccents: true }),
        name,
        names: allLocales((locale) => designNameIn(locale, style.names, subject.names)),
        collection: PRODUCT_COLLECTIONS[n % PRODUCT_COLLECTIONS.length] ?? 'NOVELTY',
        popularity,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + ((n * 31) % 90) * DAY),
        articles: articlesFor(n),
        tagIds: [
          ...new Set([
            ...(SUBJECT_TAGS[subject.key] ?? []),
            ...(STYLE_TAGS[style.key] ?? []),
            ...(popularity >= 80 ? ['gifts'] : []),
          ]),
        ],
      };
    }),
  );

export type DemoDesign = ReturnType<typeof demoDesigns>[number];

const picture = (id: string, formats: string) => ({
  id,
  width: DEMO_PICTURE_SIZE,
  height: DEMO_PICTURE_SIZE,
  widths: DEMO_PICTURE_WIDTHS,
  formats,
});

const formatsOf = (article: DemoArticle) => (article.graphic ? 'avif,webp,png' : 'avif,webp,jpg');

/** The id `mediaUrl` puts in '/media/{id}-{width}.{format}' for a design on an article. */
export const designPictureId = (designId: string, articleId: number) => `${designId}-a${articleId}`;

/** One picture per design and article it is printed on, in the design's article order. */
export const demoDesignPictures = (designs: readonly DemoDesign[]) =>
  designs.flatMap((design) =>
    design.articles.map((article, position) => ({
      ...picture(designPictureId(design.id, article.id), formatsOf(article)),
      kind: 'product',
      designId: design.id,
      articleId: article.id,
      position,
      alt: allLocales((locale) => `${design.names[locale]} – ${article.names[locale]}`),
    })),
  );

/**
 * The proportions demo artwork is drawn in, 3600 px on the longer side: at least the recommended resolution of every
 * demo surface once cover-cropped to it (a 30 × 40 cm poster at 225 PPI, a mug's wrap at 448 PPI).
 */
const DEMO_ARTWORK_SIZES = [
  { aspect: 'square', width: 3600, height: 3600 },
  { aspect: 'portrait', width: 2700, height: 3600 },
  { aspect: 'landscape', width: 3600, height: 2700 },
  { aspect: 'wide', width: 3600, height: 1800 },
  { aspect: 'tall', width: 1800, height: 3600 },
] as const;

/** The id of a design's artwork in one proportion. */
export const designArtworkId = (designId: string, aspect: string) => `${designId}-art-${aspect}`;

/** Every design's print artwork, one per proportion: a graphic, so its full width is served losslessly as PNG. */
export const demoDesignArtworks = (designs: readonly DemoDesign[]) =>
  designs.flatMap((design) =>
    DEMO_ARTWORK_SIZES.map(({ aspect, width, height }, position) => ({
      id: designArtworkId(design.id, aspect),
      width,
      height,
      widths: [480, 960, width],
      formats: 'avif,webp,png',
      kind: ARTWORK_MEDIA_KIND,
      designId: design.id,
      articleId: null,
      position,
      alt: design.names,
    })),
  );

/** Each blank article's own picture. */
export const demoArticlePictures = () =>
  DEMO_ARTICLES.map((article) => ({
    ...picture(`article-${article.id}`, formatsOf(article)),
    kind: 'catalog',
    designId: null,
    articleId: article.id,
    position: 0,
    alt: article.names,
  }));

import { documented } from './json-schema.ts';
import * as t from 'io-ts';
import { isArticleId, type ArticleId } from '../../core/domain/catalogue/article.ts';
import { PRODUCT_COLLECTIONS, type ProductCollection } from '../../core/domain/catalogue/collection.ts';
import { CREATE_ARTICLE_ID_LIMIT } from '../../core/domain/routing/param-rules.ts';
import {
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  MAX_SEARCH_WORDS,
  type SearchTerms,
} from '../../core/domain/catalogue/design-query.ts';
import type { DesignId } from '../../core/domain/catalogue/design.ts';
import { LIST_MODES } from '../../core/domain/catalogue/list-mode.ts';
import { SORTS } from '../../core/domain/catalogue/sort.ts';
import { IMAGE_FORMAT_SETS, type ImageFormatSet } from '../../core/domain/media/image-format.ts';
import { CURRENCIES } from '../../core/domain/pricing/currency.ts';
import type { Cents } from '../../core/domain/pricing/money.ts';
import { parseStoreSlug, STORE_SLUGS, type StoreSlug } from '../../core/domain/site/stores.ts';
import { matching } from './pattern.codec.ts';
import { PositiveIntFromString, positiveIntUpTo } from './primitives.codec.ts';
import { wireType } from './wire-object.ts';

const literals = <T extends string>(values: readonly T[], name: string) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<T, null>, name);

export const ProductCollectionCodec: t.Type<ProductCollection, string, unknown> = literals(
  PRODUCT_COLLECTIONS,
  'ProductCollection',
);
export const SortCodec = literals(SORTS, 'Sort');
export const ListModeCodec = literals(LIST_MODES, 'ListMode');
export const CurrencyCodec = literals(CURRENCIES, 'Currency');
const ImageFormatSetCodec: t.Type<ImageFormatSet, string, unknown> = literals(
  Object.keys(IMAGE_FORMAT_SETS) as ImageFormatSet[],
  'ImageFormatSet',
);

export const DesignIdCodec = t.string as unknown as t.Type<DesignId, string, unknown>;
const CentsCodec = documented(
  t.refinement(t.number, (n) => Number.isSafeInteger(n) && n >= 0, 'Cents'),
  {
    type: 'integer',
    minimum: 0,
  },
) as unknown as t.Type<Cents, number, unknown>;
export const ArticleIdCodec = documented(t.refinement(t.number, isArticleId, 'ArticleId'), {
  type: 'integer',
  minimum: 1,
  maximum: CREATE_ARTICLE_ID_LIMIT - 1,
}) as unknown as t.Type<ArticleId, number, unknown>;
const SearchTermsCodec = t.readonlyArray(t.string) as unknown as t.Type<SearchTerms, readonly string[], unknown>;

// ---- Responses ----

export const MoneyCodec = t.type({ amount: CentsCodec, currency: CurrencyCodec });

const PictureSourceCodec = wireType({ type: t.string, srcset: t.string }, 'PictureSource');

export const CataloguePictureCodec = wireType(
  {
    sources: t.readonlyArray(PictureSourceCodec),
    fallback: wireType({ src: t.string, width: t.number, height: t.number }, 'PictureFallback'),
    alt: t.string,
  },
  'CataloguePicture',
);

const storePriceFields = { price: MoneyCodec, compareAtPrice: t.union([MoneyCodec, t.null]) };

export const StorePriceCodec = wireType(storePriceFields, 'StorePrice');

export const ArticleCodec = wireType(
  {
    ...storePriceFields,
    id: ArticleIdCodec,
    slug: t.string,
    kind: t.string,
    name: t.string,
    namePlural: t.string,
    description: t.string,
    imageFormats: ImageFormatSetCodec,
    picture: t.union([CataloguePictureCodec, t.null]),
    personalisable: t.boolean,
  },
  'Article',
);

export const DesignSummaryCodec = wireType(
  { id: DesignIdCodec, slug: t.string, name: t.string, collection: ProductCollectionCodec },
  'DesignSummary',
  { picture: CataloguePictureCodec, price: StorePriceCodec },
);

export const DesignPageCodec = wireType(
  { designs: t.readonlyArray(DesignSummaryCodec), page: t.number, pageSize: t.number, total: t.number },
  'DesignPage',
);

export const HomeBlockCodec = wireType({ collection: ProductCollectionCodec, designs: DesignPageCodec }, 'HomeBlock');

const tagFields = { id: t.string, slug: t.string, name: t.string };

export const TagCodec = wireType(tagFields, 'Tag');
export const TagWithCountCodec = wireType({ ...tagFields, designCount: t.number }, 'TagWithCount');

/** A design's print artwork: its full-resolution PNG and its pixel size. */
export const DesignArtworkCodec = wireType(
  { id: t.string, width: t.number, height: t.number, src: t.string },
  'DesignArtwork',
);

export const DesignDetailCodec = wireType(
  {
    id: DesignIdCodec,
    slug: t.string,
    name: t.string,
    collection: ProductCollectionCodec,
    articles: t.readonlyArray(ArticleCodec),
    artworks: t.readonlyArray(DesignArtworkCodec),
    tags: t.readonlyArray(TagCodec),
    rating: t.union([wireType({ average: t.number, count: t.number }, 'Rating'), t.null]),
  },
  'DesignDetail',
);

export const DesignFilterCodec = wireType({}, 'DesignFilter', {
  collection: ProductCollectionCodec,
  articleId: ArticleIdCodec,
  tagSlug: t.string,
  search: SearchTermsCodec,
  onOffer: t.boolean,
});

export const LandingPageCodec = wireType(
  {
    slug: t.string,
    title: t.string,
    body: t.string,
    listMode: ListModeCodec,
    filter: DesignFilterCodec,
    designs: t.union([DesignPageCodec, t.null]),
    articles: t.readonlyArray(ArticleCodec),
  },
  'LandingPage',
);

export const SearchSuggestionsCodec = wireType(
  {
    articles: t.readonlyArray(
      wireType({ id: ArticleIdCodec, slug: t.string, name: t.string, namePlural: t.string }, 'ArticleSuggestion'),
    ),
    designs: t.readonlyArray(wireType({ id: DesignIdCodec, slug: t.string, name: t.string }, 'DesignSuggestion')),
    tags: t.readonlyArray(wireType({ slug: t.string, name: t.string }, 'TagSuggestion')),
  },
  'SearchSuggestions',
);

export const OffersCodec = wireType({ articles: t.readonlyArray(ArticleCodec), designs: DesignPageCodec }, 'Offers');

// ---- Requests ----

/** A store slug in any letter case; absent means the server's configured store. */
/** `WPX-ES` as a pattern that matches it in any letter case. */
const anyLetterCase = (slug: string) =>
  [...slug].map((char) => (/[A-Z]/.test(char) ? `[${char}${char.toLowerCase()}]` : char)).join('');

export const StoreSlugCodec = documented(
  new t.Type<StoreSlug, string, unknown>(
    'StoreSlug',
    (u): u is StoreSlug => typeof u === 'string' && parseStoreSlug(u).isOk(),
    (u, c) =>
      typeof u === 'string'
        ? parseStoreSlug(u).match(t.success, () => t.failure(u, c, 'expected a store slug such as WPX-ES'))
        : t.failure(u, c, 'expected a store slug such as WPX-ES'),
    String,
  ),
  {
    type: 'string',
    description: 'A store slug, e.g. WPX-ES, in any letter case',
    pattern: `^\\s*(?:${STORE_SLUGS.map(anyLetterCase).join('|')})\\s*$`,
  },
);

/** Digits only, below the create route's limit. */
export const ArticleIdFromString = documented(
  new t.Type<ArticleId, string, unknown>(
    'ArticleIdFromString',
    (u): u is ArticleId => typeof u === 'number' && isArticleId(u),
    (u, c) =>
      typeof u === 'string' && /^\d{1,5}$/.test(u) && isArticleId(Number(u))
        ? t.success(Number(u) as ArticleId)
        : t.failure(u, c, 'expected an article id (digits, below 20000)'),
    String,
  ),
  // 1 to 19999, in at most five digits (leading zeros included), as the decoder reads it.
  { type: 'string', pattern: '^(?:1\\d{4}|0?[1-9]\\d{3}|0{0,2}[1-9]\\d{2}|0{0,3}[1-9]\\d|0{0,4}[1-9])$' },
);

const SlugCodec = matching(
  'Slug',
  /^[a-z0-9][a-z0-9-]{0,79}$/,
  'expected a slug (lower-case letters, digits and hyphens)',
);

const DesignIdParam = matching<DesignId>(
  'DesignIdParam',
  /^[A-Za-z0-9_-]{1,64}$/,
  'expected a design id (letters, digits, _ and -)',
);

/**
 * A search text as a pattern: not blank, at most MAX_SEARCH_WORDS runs of letters and digits (the core counts
 * distinct words, so it never refuses what this lets through).
 */
const SearchTextCodec = matching(
  'SearchText',
  new RegExp(
    `^(?:\\s*[^\\p{L}\\p{N}\\s][^\\p{L}\\p{N}]*|[^\\p{L}\\p{N}]*[\\p{L}\\p{N}]+(?:[^\\p{L}\\p{N}]+[\\p{L}\\p{N}]+){0,${MAX_SEARCH_WORDS - 1}}[^\\p{L}\\p{N}]*)$`,
    'u',
  ),
  `expected 1 to ${MAX_SEARCH_WORDS} words, at most ${MAX_SEARCH_LENGTH} characters`,
  MAX_SEARCH_LENGTH,
);

const StoreQuery = t.partial({ store: StoreSlugCodec, ext_session_id: t.string });
const PageSizeCodec = positiveIntUpTo('PageSize', MAX_PAGE_SIZE);
const PagingQuery = t.partial({ page: PositiveIntFromString, page_size: PageSizeCodec, sort: SortCodec });

export const StoreOnlyQuery = StoreQuery;

export const HomeBlocksQuery = t.intersection([t.type({ page_size: PositiveIntFromString }), StoreQuery]);

/** Every filter is optional and they combine; `query` is the free-text search. */
export const DesignsQuery = t.intersection([
  PagingQuery,
  StoreQuery,
  t.partial({
    collection: ProductCollectionCodec,
    article: ArticleIdFromString,
    tag: SlugCodec,
    query: SearchTextCodec,
  }),
]);

export const PagedStoreQuery = t.intersection([PagingQuery, StoreQuery]);

/** The text typed so far: refused past the search's limits, answered with nothing below two letters. */
export const SearchSuggestionsQuery = t.intersection([t.type({ query: SearchTextCodec }), StoreQuery]);

export const DesignParams = t.type({ id: DesignIdParam });
export const ArticleParams = t.type({ id: ArticleIdFromString });
export const LandingPageParams = t.type({ slug: SlugCodec });

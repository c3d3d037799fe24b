import type { Article } from './article.ts';
import type { DesignArtwork } from './design-artwork.ts';
import type { CataloguePicture } from './catalogue-picture.ts';
import type { ProductCollection } from './collection.ts';
import type { StorePrice } from './store-price.ts';
import type { Tag } from './tag.ts';

export type DesignId = string & { readonly __brand: 'DesignId' };

/** What a listing shows of a design; picture and price are there when the store sells it. */
export type DesignSummary = {
  readonly id: DesignId;
  readonly slug: string;
  readonly name: string;
  readonly collection: ProductCollection;
  readonly picture?: CataloguePicture;
  /** The cheapest article it can be printed on, in the store's currency. */
  readonly price?: StorePrice;
};

/** One page of a listing; `total` counts every design the listing has. */
export type DesignPage = {
  readonly designs: readonly DesignSummary[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
};

/** A home page block: a collection and the first page of its designs. */
export type HomeBlock = {
  readonly collection: ProductCollection;
  readonly designs: DesignPage;
};

export const hasMorePages = (page: DesignPage): boolean => page.page * page.pageSize < page.total;

/** How customers rated a design; present only once it has reviews. */
export type RatingSummary = { readonly average: number; readonly count: number };

/** A design's own page: every article it can be printed on, with this design's picture on each. */
export type DesignDetail = {
  readonly id: DesignId;
  readonly slug: string;
  readonly name: string;
  readonly collection: ProductCollection;
  readonly articles: readonly Article[];
  /** What is printed: the art alone, one per aspect it is drawn for (the pictures are mockups of it). */
  readonly artworks: readonly DesignArtwork[];
  readonly tags: readonly Tag[];
  readonly rating: RatingSummary | null;
};

/** A design's pictures, one per article that has one, in the articles' order: the gallery of its page. */
export const designPictures = (design: Pick<DesignDetail, 'articles'>): CataloguePicture[] => {
  const pictures: CataloguePicture[] = [];
  for (const article of design.articles) if (article.picture) pictures.push(article.picture);
  return pictures;
};

/** No design has that id, or it is not published in this store. */
export type DesignNotFound = { readonly type: 'DesignNotFound' };

export const designNotFound = (): DesignNotFound => ({ type: 'DesignNotFound' });

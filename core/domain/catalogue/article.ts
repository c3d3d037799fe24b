import type { ImageFormatSet } from '../media/image-format.ts';
import { CREATE_ARTICLE_ID_LIMIT } from '../routing/param-rules.ts';
import type { CataloguePicture } from './catalogue-picture.ts';
import type { StorePrice } from './store-price.ts';

/** Article ids are digits, below the create route's limit so every article can be customised. */
export type ArticleId = number & { readonly __brand: 'ArticleId' };

export const isArticleId = (value: number): value is ArticleId =>
  Number.isInteger(value) && value > 0 && value < CREATE_ARTICLE_ID_LIMIT;

/** A blank product a design is printed on, as one store sells it, in that store's language. */
export type Article = StorePrice & {
  readonly id: ArticleId;
  readonly slug: string;
  readonly kind: string;
  readonly name: string;
  readonly namePlural: string;
  readonly description: string;
  /** Formats its pictures come in: photos end in jpg, graphics with transparency in png. */
  readonly imageFormats: ImageFormatSet;
  readonly picture: CataloguePicture | null;
  /** It has print surfaces: the shopper can design on it in the constructor. */
  readonly personalisable: boolean;
};

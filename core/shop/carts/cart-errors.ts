import type { CartLineId } from './cart.ts';

export type CartLineNotFound = { readonly type: 'CartLineNotFound'; readonly lineId: CartLineId };
export type CartFull = { readonly type: 'CartFull'; readonly max: number };
/** The article does not exist, is withdrawn, or has no price in the cart's store. */
export type ArticleNotSold = { readonly type: 'ArticleNotSold'; readonly articleId: number };
/** The design does not exist, is unpublished, or cannot be printed on the article. */
export type DesignNotAvailable = { readonly type: 'DesignNotAvailable'; readonly designId: string };
export type NoPromotionCode = { readonly type: 'NoPromotionCode' };

export const cartLineNotFound = (lineId: CartLineId): CartLineNotFound => ({ type: 'CartLineNotFound', lineId });
export const cartFull = (max: number): CartFull => ({ type: 'CartFull', max });
export const articleNotSold = (articleId: number): ArticleNotSold => ({ type: 'ArticleNotSold', articleId });
export const designNotAvailable = (designId: string): DesignNotAvailable => ({ type: 'DesignNotAvailable', designId });

/** Checking out or ordering needs a cart with at least one line. */
export type CartEmpty = { readonly type: 'CartEmpty' };

export const cartEmpty = (): CartEmpty => ({ type: 'CartEmpty' });

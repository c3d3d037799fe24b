import type { FieldProblem } from '../../domain/forms/field-problem.ts';
import type { CurrencyMismatch } from '../../domain/pricing/cart-totals.ts';
import type { PromotionError } from '../../domain/pricing/promotion-errors.ts';
import type { InvalidQuantity } from '../../domain/pricing/quantity.ts';
import type { CartLineId } from './cart.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

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

/** Every way a cart change can fail. */
export type CartError =
  | InvalidQuantity
  | ArticleNotSold
  | DesignNotAvailable
  | CartFull
  | CartLineNotFound
  | PromotionError
  | CurrencyMismatch
  | RepositoryFailure;

/** The form field a cart error is about, with the error as its problem; null when no field is to blame. */
export const cartFieldProblem = (error: CartError): FieldProblem | null => {
  switch (error.type) {
    case 'InvalidQuantity':
      return { field: 'quantity', problem: error.type };
    case 'ArticleNotSold':
      return { field: 'articleId', problem: error.type };
    case 'DesignNotAvailable':
      return { field: 'designId', problem: error.type };
    case 'UnknownPromotionCode':
    case 'PromotionNotYetValid':
    case 'PromotionExpired':
    case 'PromotionExhausted':
    case 'MinimumNotReached':
      return { field: 'code', problem: error.type };
    case 'CartFull':
    case 'CartLineNotFound':
    case 'CurrencyMismatch':
    case 'RepositoryFailure':
      return null;
  }
  // No default: a new error type leaves this function without a return, which does not compile.
};

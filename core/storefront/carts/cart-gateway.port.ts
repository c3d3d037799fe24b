import type { FieldProblem } from '../../domain/forms/field-problem.ts';
import type { ResultAsync } from 'neverthrow';
import type { ShownCart } from './shown-cart.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** The shop refused a change with field errors (its 5004): `problem` is the error type, e.g. 'UnknownPromotionCode'. */
export type CartChangeRejected = {
  readonly type: 'CartChangeRejected';
  readonly fields: readonly FieldProblem[];
};

export type CartChangeError = ShopUnavailable | CartChangeRejected;

export type CartLineRequest = {
  readonly articleId: number;
  readonly designId: string | null;
  readonly quantity: number;
};

/** The session's cart as pages read it: the server renders from this port alone. */
export interface CartReader {
  /** The cart with today's prices and the core's totals (empty when the session has none). */
  viewCart(): ResultAsync<ShownCart, ShopUnavailable>;
}

/** The shopper's changes to the cart, made from the browser; each answers with the cart as it now is. */
export interface CartWriter {
  /** Adds an article, with or without a design, to the cart; a repeated key adds it once. */
  addLine(line: CartLineRequest, idempotencyKey: string): ResultAsync<ShownCart, CartChangeError>;
  /** Sets a line's quantity. */
  changeQuantity(lineId: string, quantity: number): ResultAsync<ShownCart, CartChangeError>;
  /** Takes a line out of the cart. */
  removeLine(lineId: string): ResultAsync<ShownCart, CartChangeError>;
  /** Applies a promotion code. */
  applyPromotion(code: string): ResultAsync<ShownCart, CartChangeError>;
  /** Drops the promotion code. */
  removePromotion(): ResultAsync<ShownCart, CartChangeError>;
}

/** The session's cart in the shop service, read and changed. */
export interface CartGateway extends CartReader, CartWriter {}

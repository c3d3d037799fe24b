import { errAsync, type ResultAsync } from 'neverthrow';
import { parseQuantity } from '../../domain/pricing/quantity.ts';
import type { CartChangeError, CartChangeRejected, CartGateway } from './cart-gateway.port.ts';
import type { ShownCart } from './shown-cart.ts';

const rejected = (field: string, problem: string): CartChangeRejected => ({
  type: 'CartChangeRejected',
  fields: [{ field, problem }],
});

/** A quantity the core refuses never reaches the shop: the shopper sees the same error at once. */
export const changeCartLineQuantity =
  (carts: CartGateway) =>
  (lineId: string, quantity: number): ResultAsync<ShownCart, CartChangeError> =>
    parseQuantity(quantity).match(
      (valid) => carts.changeQuantity(lineId, valid),
      (error) => errAsync(rejected('quantity', error.type)),
    );

export const removeCartLine =
  (carts: CartGateway) =>
  (lineId: string): ResultAsync<ShownCart, CartChangeError> =>
    carts.removeLine(lineId);

/** Codes are typed by hand: surrounding spaces are dropped, an empty code is refused without a call. */
export const applyPromotionCode =
  (carts: CartGateway) =>
  (code: string): ResultAsync<ShownCart, CartChangeError> => {
    const trimmed = code.trim();
    return trimmed === '' ? errAsync(rejected('code', 'PromotionCodeMissing')) : carts.applyPromotion(trimmed);
  };

export const removePromotionCode = (carts: CartGateway) => (): ResultAsync<ShownCart, CartChangeError> =>
  carts.removePromotion();

/** What the cart page may do, bound to one gateway. */
export const cartUseCases = (carts: CartGateway) => ({
  changeQuantity: changeCartLineQuantity(carts),
  removeLine: removeCartLine(carts),
  applyPromotion: applyPromotionCode(carts),
  removePromotion: removePromotionCode(carts),
});

export type CartUseCases = ReturnType<typeof cartUseCases>;

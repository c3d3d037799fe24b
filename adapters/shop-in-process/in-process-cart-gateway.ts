import { ResultAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-catalogue.ts';
import type { CartLineId, CartOwner } from '../../core/shop/carts/cart.ts';
import { cartFieldProblem, type CartError } from '../../core/shop/carts/cart-errors.ts';
import type { CartChangeError, CartGateway } from '../../core/storefront/carts/cart-gateway.port.ts';
import type { ShownCart } from '../../core/storefront/carts/shown-cart.ts';
import type { ShopCarts } from '../../core/shop/carts/shop-carts.ts';
import { CART_PATHS } from '../shop-api-contract/carts.codec.ts';

const asChangeError = (error: CartError): CartChangeError => {
  const problem = cartFieldProblem(error);
  return problem === null ? apiRequestFailed(CART_PATHS.cart) : { type: 'CartChangeRejected', fields: [problem] };
};

/** The session's cart served by the shop service's use cases in the same process, as the Shop API would answer. */
export const inProcessCartGateway = (carts: ShopCarts, ownerOf: () => Promise<CartOwner>): CartGateway => {
  // The owner comes from the auth session, read once per call: a failed read is the shop being unavailable.
  const owner = () => ResultAsync.fromPromise(ownerOf(), () => apiRequestFailed(CART_PATHS.cart));
  const change = (run: (owner: CartOwner) => ResultAsync<ShownCart, CartError>) =>
    owner().andThen((found) => run(found).mapErr(asChangeError));
  return {
    viewCart: () => owner().andThen((found) => carts.viewCart(found).mapErr(() => apiRequestFailed(CART_PATHS.cart))),
    addLine: (line) => change((found) => carts.addLineToCart(found, { ...line, customisation: null })),
    changeQuantity: (lineId, quantity) =>
      change((found) => carts.changeCartLine(found, lineId as CartLineId, quantity)),
    removeLine: (lineId) => change((found) => carts.removeLineFromCart(found, lineId as CartLineId)),
    applyPromotion: (code) => change((found) => carts.applyCartPromotion(found, code)),
    removePromotion: () => change((found) => carts.removeCartPromotion(found)),
  };
};

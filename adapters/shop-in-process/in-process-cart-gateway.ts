import { ResultAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { CartOwner } from '../../core/shop/carts/cart.ts';
import type { CartReader } from '../../core/storefront/carts/cart-gateway.port.ts';
import type { ShopCarts } from '../../core/shop/carts/shop-carts.ts';
import { CART_PATHS } from '../shop-api-contract/carts.codec.ts';

/** The session's cart read from the shop service's use cases in the same process, as the Shop API would answer. */
export const inProcessCartGateway = (
  carts: Pick<ShopCarts, 'viewCart'>,
  ownerOf: () => Promise<CartOwner>,
): CartReader => ({
  // The owner comes from the auth session, read once per call: a failed read is the shop being unavailable.
  viewCart: () =>
    ResultAsync.fromPromise(ownerOf(), () => apiRequestFailed(CART_PATHS.cart)).andThen((found) =>
      carts.viewCart(found).mapErr(() => apiRequestFailed(CART_PATHS.cart)),
    ),
});

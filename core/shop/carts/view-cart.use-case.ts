import type { ResultAsync } from 'neverthrow';
import type { CartView } from './cart-view.ts';
import { loadCartView, type CartDeps, type CartReadError } from './cart-view-loader.ts';
import type { CartOwner } from './cart.ts';

/** The owner's open cart, priced now; an empty view when there is none (reading never opens a cart). */
export const viewCart =
  (deps: CartDeps) =>
  (owner: CartOwner): ResultAsync<CartView, CartReadError> =>
    deps.carts.findOpen(owner).andThen(loadCartView(deps));

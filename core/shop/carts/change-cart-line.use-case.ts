import { errAsync, type ResultAsync } from 'neverthrow';
import { parseQuantity, type InvalidQuantity } from '../../domain/pricing/quantity.ts';
import { cartLineNotFound, type CartLineNotFound } from './cart-errors.ts';
import { changeCartLineQuantity, removeCartLine } from './cart-lines.ts';
import type { CartView } from './cart-view.ts';
import { loadCartView, type CartDeps, type CartReadError } from './cart-view-loader.ts';
import type { Cart, CartId, CartLineId, CartOwner } from './cart.ts';
import type { Result } from 'neverthrow';

/** Changes a line of the owner's open cart; with no open cart there is no such line. */
const changeLine =
  <E>(deps: CartDeps, lineId: CartLineId, change: (cart: Cart) => Result<Cart, E>) =>
  (owner: CartOwner): ResultAsync<CartView, E | CartLineNotFound | CartReadError> =>
    deps.carts
      .findOpen(owner)
      .andThen((found) =>
        found === null
          ? errAsync(cartLineNotFound(lineId))
          : deps.carts.updateOpen(owner, { store: deps.store.slug, newCartId: deps.ids.uuid() as CartId }, change),
      )
      .andThen(loadCartView(deps));

/** Sets a line's quantity (1 to MAX_QUANTITY); setting the same quantity twice changes nothing, so retries are safe. */
export const changeQuantity =
  (deps: CartDeps) =>
  (
    owner: CartOwner,
    lineId: CartLineId,
    quantity: number,
  ): ResultAsync<CartView, InvalidQuantity | CartLineNotFound | CartReadError> => {
    const parsed = parseQuantity(quantity);
    if (parsed.isErr()) return errAsync(parsed.error);
    return changeLine(deps, lineId, (cart) => changeCartLineQuantity(cart, lineId, parsed.value))(owner);
  };

/** Removes a line of the owner's open cart; removing it again answers that the line is gone. */
export const removeLine =
  (deps: CartDeps) =>
  (owner: CartOwner, lineId: CartLineId): ResultAsync<CartView, CartLineNotFound | CartReadError> =>
    changeLine(deps, lineId, (cart) => removeCartLine(cart, lineId))(owner);

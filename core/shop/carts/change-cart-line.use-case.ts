import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { parseQuantity, type InvalidQuantity } from '../../domain/pricing/quantity.ts';
import { cartLineNotFound, type CartLineNotFound } from './cart-errors.ts';
import { changeCartLineQuantity, removeCartLine, replaceCartLineCustomisation } from './cart-lines.ts';
import type { CartView } from './cart-view.ts';
import { loadCartView, type CartDeps, type CartReadError } from './cart-view-loader.ts';
import type { Cart, CartId, CartLine, CartLineId, CartOwner, Customisation } from './cart.ts';
import type { Result } from 'neverthrow';
import type { RepositoryFailure } from '../repository-failure.ts';

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

/** A line of the owner's open cart; a line of another owner's cart is not found, like one that never was. */
export const findLine =
  (deps: CartDeps) =>
  (owner: CartOwner, lineId: CartLineId): ResultAsync<CartLine, CartLineNotFound | RepositoryFailure> =>
    deps.carts.findOpen(owner).andThen((cart) => {
      const line = cart?.lines.find((each) => each.id === lineId);
      return line === undefined ? errAsync(cartLineNotFound(lineId)) : okAsync(line);
    });

/** Replaces what a line of the owner's open cart carries (a re-edited design); its quantity stays. */
export const replaceCustomisation =
  (deps: CartDeps) =>
  (
    owner: CartOwner,
    lineId: CartLineId,
    customisation: Customisation,
  ): ResultAsync<CartView, CartLineNotFound | CartReadError> =>
    changeLine(deps, lineId, (cart) => replaceCartLineCustomisation(cart, lineId, customisation))(owner);

import { ok, okAsync, type ResultAsync } from 'neverthrow';
import { applyPromotionCode } from '../../domain/pricing/apply-promotion-code.ts';
import type { PromotionError } from '../../domain/pricing/promotion-errors.ts';
import { normalisePromotionCode } from '../../domain/pricing/promotion.ts';
import type { CartView } from './cart-view.ts';
import { loadCartView, type CartDeps, type CartReadError } from './cart-view-loader.ts';
import type { CartId, CartOwner } from './cart.ts';

/**
 * Keeps a code the core accepts for the cart as it is now (currency, dates, uses left, minimum);
 * totals then apply it for as long as it stays usable.
 */
export const applyPromotion =
  (deps: CartDeps) =>
  (owner: CartOwner, input: string): ResultAsync<CartView, PromotionError | CartReadError> => {
    const code = normalisePromotionCode(input);
    return deps.carts
      .findOpen(owner)
      .andThen(loadCartView(deps))
      .andThen((view) =>
        deps.promotions.find(code, deps.store).andThen((found) =>
          applyPromotionCode(code, {
            promotions: found === null ? [] : [found],
            subtotal: view.subtotal,
            clock: deps.clock,
          }),
        ),
      )
      .andThen((promotion) =>
        deps.carts.updateOpen(owner, { store: deps.store.slug, newCartId: deps.ids.uuid() as CartId }, (cart) =>
          ok({ ...cart, promotionCode: promotion.code }),
        ),
      )
      .andThen(loadCartView(deps));
  };

/** Removing a code twice, or from no cart, leaves the same cart: safe to retry. */
export const removePromotion =
  (deps: CartDeps) =>
  (owner: CartOwner): ResultAsync<CartView, CartReadError> =>
    deps.carts
      .findOpen(owner)
      .andThen((found) =>
        found === null || found.promotionCode === null
          ? okAsync(found)
          : deps.carts.updateOpen(owner, { store: deps.store.slug, newCartId: deps.ids.uuid() as CartId }, (cart) =>
              ok({ ...cart, promotionCode: null }),
            ),
      )
      .andThen(loadCartView(deps));

import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import { mergeCarts } from './cart-lines.ts';
import type { CartView } from './cart-view.ts';
import { loadCartView, type CartDeps, type CartReadError } from './cart-view-loader.ts';
import type { CartLineId } from './cart.ts';

export type MergeGuestCartInput = { readonly sessionId: SessionId; readonly customerId: CustomerId };

/**
 * Called by the auth context right after sign-in: the session's guest cart joins the customer's open
 * cart (same items add up, capped at MAX_QUANTITY), or becomes the customer's cart if they had none.
 * Running it again finds no guest cart and changes nothing.
 */
export const mergeGuestCart =
  (deps: CartDeps) =>
  (input: MergeGuestCartInput): ResultAsync<CartView, CartReadError> =>
    deps.carts
      .mergeGuestCart(input.sessionId, input.customerId, (into, guest) =>
        mergeCarts(into, guest, () => deps.ids.uuid() as CartLineId),
      )
      .andThen(loadCartView(deps));

import type { Result, ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { Cart, CartId, CartOwner } from './cart.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Where carts are kept; every change to a cart runs with that cart locked, so concurrent requests queue. */
export interface CartRepository {
  /** The owner's open cart: the customer's when signed in, otherwise the session's guest cart. */
  findOpen(owner: CartOwner): ResultAsync<Cart | null, RepositoryFailure>;
  /** Like findOpen, but locks the cart until the surrounding transaction ends. */
  lockOpen(owner: CartOwner): ResultAsync<Cart | null, RepositoryFailure>;
  /** Changes the owner's open cart (opened empty in `store` under `newCartId` if there is none); an error writes nothing. */
  updateOpen<E>(
    owner: CartOwner,
    create: { readonly store: StoreSlug; readonly newCartId: CartId },
    change: (cart: Cart) => Result<Cart, E>,
  ): ResultAsync<Cart, E | RepositoryFailure>;
  /** Closes a cart an order was placed from; the owner's next cart starts empty. */
  markOrdered(cartId: CartId): ResultAsync<void, RepositoryFailure>;
  /**
   * Gives the session's guest cart to the customer: merged into the customer's open cart by `merge`,
   * or, when the customer has none, the guest cart becomes theirs. The customer's cart, or null when neither exists.
   */
  mergeGuestCart(
    sessionId: SessionId,
    customerId: CustomerId,
    merge: (into: Cart, guest: Cart) => Cart,
  ): ResultAsync<Cart | null, RepositoryFailure>;
}

import type { ResultAsync } from 'neverthrow';
import type { Checkout } from '../../domain/checkout/checkout.ts';
import type { CartId } from '../carts/cart.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** What the shopper entered in a cart's checkout, kept so that leaving and coming back loses nothing. */
export interface CheckoutRepository {
  find(cartId: CartId): ResultAsync<Checkout | null, RepositoryFailure>;
  save(cartId: CartId, checkout: Checkout): ResultAsync<void, RepositoryFailure>;
}

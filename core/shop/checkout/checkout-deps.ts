import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { LiveSiteConfig } from '../../domain/site/live-site-config.port.ts';
import type { Store } from '../../domain/site/stores.ts';
import { cartEmpty, type CartEmpty } from '../carts/cart-errors.ts';
import type { CartRepository } from '../carts/cart-repository.port.ts';
import type { Cart, CartOwner } from '../carts/cart.ts';
import type { CheckoutRepository } from './checkout-repository.port.ts';
import type { ShippingCatalogue } from './shipping-catalogue.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type CheckoutDeps = {
  readonly carts: CartRepository;
  readonly checkouts: CheckoutRepository;
  readonly shipping: ShippingCatalogue;
  readonly store: Store;
  /** The default country the address step starts from follows the saved config: read once per use case. */
  readonly siteConfig: LiveSiteConfig;
  readonly ids: IdGenerator;
};

/** The owner's open cart with at least one line: there is nothing to check out otherwise. */
export const cartToCheckOut = (
  carts: CartRepository,
  owner: CartOwner,
): ResultAsync<Cart, CartEmpty | RepositoryFailure> =>
  carts
    .findOpen(owner)
    .andThen((cart) => (cart === null || cart.lines.length === 0 ? errAsync(cartEmpty()) : okAsync(cart)));

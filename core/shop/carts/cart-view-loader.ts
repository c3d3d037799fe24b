import { okAsync, ResultAsync } from 'neverthrow';
import type { CurrencyMismatch } from '../../domain/pricing/cart-totals.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { LiveSiteConfig } from '../../domain/site/live-site-config.port.ts';
import type { SiteConfig } from '../../domain/site/site-config.ts';
import type { Store } from '../../domain/site/stores.ts';
import type { CartCatalogue } from './cart-catalogue.port.ts';
import type { CartRepository } from './cart-repository.port.ts';
import { emptyCartView, priceCart, type CartShipping, type CartView } from './cart-view.ts';
import type { Cart } from './cart.ts';
import type { PromotionRepository } from './promotion-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** What pricing a kept cart reads. */
export type CartPricingDeps = {
  readonly catalogue: CartCatalogue;
  readonly promotions: PromotionRepository;
  readonly store: Store;
  readonly clock: Clock;
};

export type CartDeps = CartPricingDeps & {
  readonly carts: CartRepository;
  /** The price of the shipment chosen in the cart's checkout (zero before one is chosen) and the cart's quote. */
  readonly shippingOf: (
    cart: Cart,
    config: Pick<SiteConfig, 'defaultCountryA2' | 'pricesWithDecimals'>,
  ) => ResultAsync<CartShipping, RepositoryFailure>;
  /** Whether prices have decimals follows the saved config: read once per use case. */
  readonly siteConfig: LiveSiteConfig;
  readonly ids: IdGenerator;
};

export type CartReadError = RepositoryFailure | CurrencyMismatch;

const distinct = <T>(values: readonly T[]): readonly T[] => [...new Set(values)];

/** Reads today's prices, names and the promotion, then prices the cart with the core's totals. */
export const priceStoredCart =
  (deps: CartPricingDeps) =>
  (cart: Cart, shipping: CartShipping, pricesWithDecimals: boolean): ResultAsync<CartView, CartReadError> =>
    ResultAsync.combine([
      deps.catalogue.articles(deps.store, distinct(cart.lines.map((line) => line.articleId))),
      deps.catalogue.designs(
        distinct(cart.lines.flatMap((line) => (line.designId === null ? [] : [line.designId]))),
        deps.store.locale,
      ),
      cart.promotionCode === null ? okAsync(null) : deps.promotions.find(cart.promotionCode, deps.store),
    ] as const).andThen(([articles, designs, promotion]) =>
      priceCart({ cart, store: deps.store, articles, designs, promotion, shipping, pricesWithDecimals }, deps.clock),
    );

/** The view of a cart, or of no cart at all, priced with the store's config as it reads now. */
export const loadCartView =
  (deps: CartDeps) =>
  (cart: Cart | null): ResultAsync<CartView, CartReadError> =>
    deps
      .siteConfig()
      .andThen((config) =>
        cart === null
          ? okAsync(emptyCartView(deps.store, config.pricesWithDecimals))
          : deps
              .shippingOf(cart, config)
              .andThen((shipping) => priceStoredCart(deps)(cart, shipping, config.pricesWithDecimals)),
      );

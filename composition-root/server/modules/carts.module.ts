import { okAsync } from 'neverthrow';
import { postgresCartCatalogue } from '../../../adapters/postgres/postgres-cart-catalogue.ts';
import { postgresCartRepository } from '../../../adapters/postgres/postgres-cart-repository.ts';
import { postgresIdempotencyStore } from '../../../adapters/postgres/postgres-idempotency-store.ts';
import { postgresPromotionRepository } from '../../../adapters/postgres/postgres-promotion-repository.ts';
import { idempotency, type Idempotency } from '../../../adapters/server/idempotency.ts';
import { cartsRoutes } from '../../../adapters/server/shop-api/carts.routes.ts';
import type { ShopCarts } from '../../../core/shop/carts/shop-carts.ts';
import { shopperOfRequest, type ShopperOf } from '../../../adapters/server/shop-api/shopper.ts';
import type { SignedInCustomer } from '../../../adapters/server/signed-in-customer.ts';
import { storeFor } from '../../../core/domain/site/stores.ts';
import { addLine } from '../../../core/shop/carts/add-line-to-cart.use-case.ts';
import type { CartCatalogue } from '../../../core/shop/carts/cart-catalogue.port.ts';
import { applyPromotion, removePromotion } from '../../../core/shop/carts/cart-promotion.use-case.ts';
import type { CartRepository } from '../../../core/shop/carts/cart-repository.port.ts';
import type { CartDeps } from '../../../core/shop/carts/cart-view-loader.ts';
import {
  changeQuantity,
  findLine,
  removeLine,
  replaceCustomisation,
} from '../../../core/shop/carts/change-cart-line.use-case.ts';
import { mergeGuestCart } from '../../../core/shop/carts/merge-guest-cart.use-case.ts';
import type { PromotionRepository } from '../../../core/shop/carts/promotion-repository.port.ts';
import { viewCart } from '../../../core/shop/carts/view-cart.use-case.ts';
import { token, TOKENS } from '../../tokens.ts';
import { ACCOUNTS_TOKENS } from './accounts.module.ts';
import { GUEST_CART_MERGE, GUEST_WORK_ADOPTION } from './auth.module.ts';
import { SIGNED_IN_CUSTOMER } from './product-server.module.ts';
import { bindOverDatabase } from './database-bindings.ts';
import type { ServerModule } from './server-module.ts';

/** The carts context's keys; checkout and orders build on the repositories, the shopper and idempotency. */
export const CARTS_TOKENS = {
  carts: token<CartRepository>('carts.repository'),
  catalogue: token<CartCatalogue>('carts.catalogue'),
  promotions: token<PromotionRepository>('carts.promotions'),
  /** Bound by the checkout context: what the chosen shipment costs. */
  shippingOf: token<CartDeps['shippingOf']>('carts.shippingOf'),
  deps: token<CartDeps>('carts.deps'),
  useCases: token<ShopCarts>('carts.useCases'),
  mergeGuestCart: token<ReturnType<typeof mergeGuestCart>>('carts.mergeGuestCart'),
  /** The Idempotency-Key mechanism for any state-changing route. */
  idempotency: token<Idempotency>('carts.idempotency'),
  shopperOf: token<ShopperOf>('carts.shopperOf'),
} as const;

const nobodySignedIn: SignedInCustomer = async () => null;

export const cartsModule: ServerModule = {
  name: 'carts',
  bind: (container) => {
    bindOverDatabase(container, CARTS_TOKENS.carts, postgresCartRepository);
    bindOverDatabase(container, CARTS_TOKENS.catalogue, postgresCartCatalogue);
    bindOverDatabase(container, CARTS_TOKENS.promotions, postgresPromotionRepository);
    bindOverDatabase(container, CARTS_TOKENS.idempotency, (db) => idempotency(postgresIdempotencyStore(db)));
    container
      .bind(CARTS_TOKENS.shopperOf)
      .toDynamicValue((context) =>
        shopperOfRequest(context.get(SIGNED_IN_CUSTOMER, { optional: true }) ?? nobodySignedIn),
      );
    container.bind(CARTS_TOKENS.deps).toResolvedValue(
      (config, carts, catalogue, promotions, shippingOf, siteConfig, clock, ids): CartDeps => ({
        carts,
        catalogue,
        promotions,
        shippingOf,
        store: storeFor(config.store),
        siteConfig,
        clock,
        ids,
      }),
      [
        TOKENS.config,
        CARTS_TOKENS.carts,
        CARTS_TOKENS.catalogue,
        CARTS_TOKENS.promotions,
        CARTS_TOKENS.shippingOf,
        ACCOUNTS_TOKENS.liveSiteConfig,
        TOKENS.clock,
        TOKENS.ids,
      ],
    );
    container.bind(CARTS_TOKENS.useCases).toResolvedValue(
      (deps): ShopCarts => ({
        viewCart: viewCart(deps),
        addLine: addLine(deps),
        changeQuantity: changeQuantity(deps),
        removeLine: removeLine(deps),
        findLine: findLine(deps),
        replaceCustomisation: replaceCustomisation(deps),
        applyPromotion: applyPromotion(deps),
        removePromotion: removePromotion(deps),
      }),
      [CARTS_TOKENS.deps],
    );
    container.bind(CARTS_TOKENS.mergeGuestCart).toResolvedValue(mergeGuestCart, [CARTS_TOKENS.deps]);
    // The auth context calls it right after a sign-in.
    container.bind(GUEST_CART_MERGE).toDynamicValue((context) => {
      const merge = context.get(CARTS_TOKENS.mergeGuestCart);
      const adopt = context.get(GUEST_WORK_ADOPTION, { optional: true });
      // The guest's designs and uploads follow them too; a failure there leaves them with the session.
      return (input: Parameters<typeof merge>[0]) =>
        merge(input).andThen((merged) =>
          (adopt?.(input.sessionId, input.customerId) ?? okAsync(undefined))
            .map(() => merged)
            .orElse(() => okAsync(merged)),
        );
    });
  },
  shopApiRoutes: (container) =>
    cartsRoutes({
      carts: container.get(CARTS_TOKENS.useCases),
      shopperOf: container.get(CARTS_TOKENS.shopperOf),
      idempotency: container.get(CARTS_TOKENS.idempotency),
    }),
};

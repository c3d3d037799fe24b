import { postgresCheckoutRepository } from '../../../adapters/postgres/postgres-checkout-repository.ts';
import { postgresShippingCatalogue } from '../../../adapters/postgres/postgres-shipping-catalogue.ts';
import { checkoutRoutes } from '../../../adapters/server/shop-api/checkout.routes.ts';
import type { ShopCheckout } from '../../../core/shop/checkout/shop-checkout.ts';
import { storeFor } from '../../../core/domain/site/stores.ts';
import { cartShippingCost } from '../../../core/shop/checkout/cart-shipping-cost.use-case.ts';
import type { CheckoutDeps } from '../../../core/shop/checkout/checkout-deps.ts';
import type { CheckoutRepository } from '../../../core/shop/checkout/checkout-repository.port.ts';
import {
  goToCheckoutStep,
  submitCheckoutAddresses,
  submitCheckoutContact,
  submitCheckoutShipment,
  viewCheckout,
} from '../../../core/shop/checkout/checkout-steps.use-case.ts';
import { listShipmentOptions } from '../../../core/shop/checkout/list-shipment-options.use-case.ts';
import type { ShippingCatalogue } from '../../../core/shop/checkout/shipping-catalogue.port.ts';
import { token, TOKENS } from '../../tokens.ts';
import { ACCOUNTS_TOKENS } from './accounts.module.ts';
import { CARTS_TOKENS } from './carts.module.ts';
import { bindOverDatabase } from './database-bindings.ts';
import type { ServerModule } from './server-module.ts';

export const CHECKOUT_TOKENS = {
  checkouts: token<CheckoutRepository>('checkout.repository'),
  shipping: token<ShippingCatalogue>('checkout.shipping'),
  deps: token<CheckoutDeps>('checkout.deps'),
  useCases: token<ShopCheckout>('checkout.useCases'),
} as const;

export const checkoutModule: ServerModule = {
  name: 'checkout',
  bind: (container) => {
    bindOverDatabase(container, CHECKOUT_TOKENS.checkouts, postgresCheckoutRepository);
    bindOverDatabase(container, CHECKOUT_TOKENS.shipping, postgresShippingCatalogue);
    container.bind(CHECKOUT_TOKENS.deps).toResolvedValue(
      (config, carts, checkouts, shipping, siteConfig, ids): CheckoutDeps => ({
        carts,
        checkouts,
        shipping,
        store: storeFor(config.store),
        siteConfig,
        ids,
      }),
      [
        TOKENS.config,
        CARTS_TOKENS.carts,
        CHECKOUT_TOKENS.checkouts,
        CHECKOUT_TOKENS.shipping,
        ACCOUNTS_TOKENS.liveSiteConfig,
        TOKENS.ids,
      ],
    );
    container.bind(CARTS_TOKENS.shippingOf).toResolvedValue(cartShippingCost, [CHECKOUT_TOKENS.deps]);
    container.bind(CHECKOUT_TOKENS.useCases).toResolvedValue(
      (deps): ShopCheckout => ({
        viewCheckout: viewCheckout(deps),
        goToCheckoutStep: goToCheckoutStep(deps),
        submitCheckoutContact: submitCheckoutContact(deps),
        submitCheckoutAddresses: submitCheckoutAddresses(deps),
        submitCheckoutShipment: submitCheckoutShipment(deps),
        listShipmentOptions: listShipmentOptions(deps),
      }),
      [CHECKOUT_TOKENS.deps],
    );
  },
  shopApiRoutes: (container) =>
    checkoutRoutes({
      checkout: container.get(CHECKOUT_TOKENS.useCases),
      shopperOf: container.get(CARTS_TOKENS.shopperOf),
    }),
};

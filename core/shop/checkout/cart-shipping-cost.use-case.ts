import type { ResultAsync } from 'neverthrow';
import { shippingQuote } from '../../domain/checkout/shipping-quote.ts';
import { zeroMoney } from '../../domain/pricing/money.ts';
import type { SiteConfig } from '../../domain/site/site-config.ts';
import type { CartShipping } from '../carts/cart-view.ts';
import type { Cart } from '../carts/cart.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { shippingCostOf } from './shipping-cost.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/**
 * What the cart's totals count for shipping (the chosen shipment's price, or zero before there is one)
 * and what the cart says meanwhile: the cheapest delivery to the address's country, else the store's default.
 */
export const cartShippingCost =
  (deps: Pick<CheckoutDeps, 'checkouts' | 'shipping' | 'store'>) =>
  (
    cart: Cart,
    config: Pick<SiteConfig, 'defaultCountryA2' | 'pricesWithDecimals'>,
  ): ResultAsync<CartShipping, RepositoryFailure> => {
    const { currency } = deps.store;
    return deps.checkouts.find(cart.id).andThen((checkout) => {
      const country = checkout?.addresses?.shipping.country ?? config.defaultCountryA2;
      return deps.shipping.rates(country, currency).map((rates) => {
        const chosen =
          checkout?.shipment == null || checkout.addresses === null
            ? null
            : shippingCostOf(checkout.shipment, rates, currency);
        const quote = shippingQuote({
          chosen: chosen !== null,
          country,
          rates,
          pricesWithDecimals: config.pricesWithDecimals,
        });
        return { price: chosen ?? zeroMoney(currency), quote };
      });
    });
  };

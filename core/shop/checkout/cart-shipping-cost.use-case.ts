import { okAsync, type ResultAsync } from 'neverthrow';
import { zeroMoney, type Money } from '../../domain/pricing/money.ts';
import type { Cart } from '../carts/cart.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { shippingCostOf } from './shipping-cost.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** What the cart's totals count for shipping: the chosen shipment's price, or zero before there is one. */
export const cartShippingCost =
  (deps: Pick<CheckoutDeps, 'checkouts' | 'shipping' | 'store'>) =>
  (cart: Cart): ResultAsync<Money, RepositoryFailure> => {
    const { currency } = deps.store;
    return deps.checkouts.find(cart.id).andThen((checkout) => {
      if (checkout?.shipment == null || checkout.addresses === null) return okAsync(zeroMoney(currency));
      const { shipment } = checkout;
      return deps.shipping
        .rates(checkout.addresses.shipping.country, currency)
        .map((rates) => shippingCostOf(shipment, rates, currency) ?? zeroMoney(currency));
    });
  };

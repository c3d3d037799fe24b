import type { Money } from '../pricing/money.ts';
import { roundUpToShownUnit } from '../pricing/shown-money.ts';
import { carrierServes } from '../shipments/carrier-coverage.ts';
import type { Carrier } from '../shipments/carrier.ts';
import type { DeliveryMethod } from '../shipments/shipment-mode.ts';
import type { CountryCode } from '../site/country.ts';

/**
 * What a cart says about shipping: the chosen shipment's price (in the totals), the cheapest delivery
 * it could have ("from 3,45 €"), or that checkout will work it out when no carrier has a price yet.
 */
export type ShippingQuote =
  { readonly type: 'Chosen' } | { readonly type: 'From'; readonly price: Money } | { readonly type: 'AtCheckout' };

/** What one carrier charges to deliver to the quoted country by one method. */
export type QuotedRate = {
  readonly carrier: Carrier;
  readonly deliveryMethod: DeliveryMethod;
  readonly price: Money;
};

export type ShippingQuoteInput = {
  /** Whether a shipment with a price is chosen: its price is then the cart's shipping. */
  readonly chosen: boolean;
  /** The chosen shipping address's country, or the store's default country before there is one. */
  readonly country: CountryCode;
  readonly rates: readonly QuotedRate[];
  readonly pricesWithDecimals: boolean;
};

// Collecting at the factory is free but is no delivery: "from 0 €" would promise free shipping to everyone.
const isCarrierDelivery = (rate: QuotedRate, country: CountryCode): boolean =>
  (rate.deliveryMethod === 'ADDRESS' || rate.deliveryMethod === 'PICKPOINT') &&
  carrierServes(rate.carrier, country, rate.deliveryMethod);

/** The cart's shipping line before a shipment is chosen: never a 0 that checkout later turns into a price. */
export const shippingQuote = (input: ShippingQuoteInput): ShippingQuote => {
  if (input.chosen) return { type: 'Chosen' };
  const cheapest = input.rates
    .filter((rate) => isCarrierDelivery(rate, input.country))
    .reduce<Money | null>((low, rate) => (low === null || rate.price.amount < low.amount ? rate.price : low), null);
  return cheapest === null
    ? { type: 'AtCheckout' }
    : { type: 'From', price: roundUpToShownUnit(cheapest, input.pricesWithDecimals) };
};

import type { PriceFormatOptions } from '../../domain/pricing/price-format.ts';
import type { Store } from '../../domain/site/stores.ts';

/** How a page shows prices: the store's number format and whether it shows decimals (spec 7). */
export type PriceStyle = Omit<PriceFormatOptions, 'currency'>;

/** `withDecimals` as the store's config reads now (a cart says how it was priced); the store's own when not given. */
export const priceStyleOf = (store: Store, withDecimals: boolean = store.pricesWithDecimals): PriceStyle => ({
  locale: store.languageTag,
  withDecimals,
});

/** A placed order's money exactly as charged: it was worked out in the unit its store showed then, whatever it shows now. */
export const chargedPriceStyleOf = (store: Store): PriceStyle => priceStyleOf(store, true);

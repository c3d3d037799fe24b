import type { PriceFormatOptions } from '../../domain/pricing/price-format.ts';
import type { Store } from '../../domain/site/stores.ts';

/** How a page shows prices: the store's number format and whether it shows decimals (spec 7). */
export type PriceStyle = Omit<PriceFormatOptions, 'currency'>;

export const priceStyleOf = (store: Store): PriceStyle => ({
  locale: store.languageTag,
  withDecimals: store.pricesWithDecimals,
});

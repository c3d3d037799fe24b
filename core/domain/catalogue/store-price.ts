import type { Money } from '../pricing/money.ts';

/** What an article costs in one store; `compareAtPrice` is the struck-through price while on offer. */
export type StorePrice = { readonly price: Money; readonly compareAtPrice: Money | null };

/** On offer only when the compare-at price is higher than the price asked. */
export const isOnOffer = (price: StorePrice): boolean =>
  price.compareAtPrice !== null && price.compareAtPrice.amount > price.price.amount;

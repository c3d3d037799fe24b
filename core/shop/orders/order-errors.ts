import type { Money } from '../../domain/pricing/money.ts';
import type { CartLineId } from '../carts/cart.ts';

/** Unknown, not the caller's, or looked up with the wrong postal code: all the same answer, so nothing leaks. */
export type OrderNotFound = { readonly type: 'OrderNotFound' };

/** The total the shopper confirmed is not the total now (a price, the promotion or shipping changed). */
export type PriceChanged = { readonly type: 'PriceChanged'; readonly total: Money };

/** A line's article or design stopped being sold since it was added. */
export type CartLineUnavailable = { readonly type: 'CartLineUnavailable'; readonly lineId: CartLineId };

/** The chosen carrier no longer has a price for the destination. */
export type ShipmentNotAvailable = { readonly type: 'ShipmentNotAvailable' };

export type UserRequiredActionNotFound = { readonly type: 'UserRequiredActionNotFound' };

export const orderNotFound = (): OrderNotFound => ({ type: 'OrderNotFound' });
export const priceChanged = (total: Money): PriceChanged => ({ type: 'PriceChanged', total });
export const cartLineUnavailable = (lineId: CartLineId): CartLineUnavailable => ({
  type: 'CartLineUnavailable',
  lineId,
});
export const shipmentNotAvailable = (): ShipmentNotAvailable => ({ type: 'ShipmentNotAvailable' });
export const userRequiredActionNotFound = (): UserRequiredActionNotFound => ({ type: 'UserRequiredActionNotFound' });

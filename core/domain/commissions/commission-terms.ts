import { err, ok, type Result } from 'neverthrow';
import { COOKIE_POLICIES } from '../site/cookie-policies.ts';
import type { StoreSlug } from '../site/stores.ts';
import { splitVat, vatPercentOf } from '../pricing/vat.ts';

/** A commission rate in basis points: 500 is 5 % of the order's net goods value. */
export type CommissionRate = number & { readonly __brand: 'CommissionRate' };

/** The programme's rate until an administrator sets one. */
export const DEFAULT_COMMISSION_RATE = 500 as CommissionRate;

/** No affiliate is paid more than half of what it sold. */
export const MAX_COMMISSION_RATE = 5000;

export type CommissionRateInvalid = { readonly type: 'CommissionRateInvalid'; readonly value: number };

export const commissionRateOf = (value: number): Result<CommissionRate, CommissionRateInvalid> =>
  Number.isSafeInteger(value) && value >= 0 && value <= MAX_COMMISSION_RATE
    ? ok(value as CommissionRate)
    : err({ type: 'CommissionRateInvalid', value });

/** An order is credited to the affiliate whose hit the shop recorded within the affiliate cookie's lifetime (spec 9). */
export const ATTRIBUTION_WINDOW_MS = COOKIE_POLICIES.affiliate.maxAgeSeconds * 1000;

/** Whether a hit at `hitAt` still credits an order placed at `orderAt`. */
export const withinAttributionWindow = (hitAt: number, orderAt: number): boolean =>
  hitAt <= orderAt && orderAt - hitAt <= ATTRIBUTION_WINDOW_MS;

/** What the order sold, without shipping and without VAT: goods after discount, VAT taken out at the store's rate. */
export const netGoodsValue = (
  order: { readonly subtotal: number; readonly discount: number },
  store: StoreSlug,
): number => splitVat(Math.max(0, order.subtotal - order.discount), vatPercentOf(store)).net;

/** Rate × net goods value in minor units, rounded half up to a whole minor unit. */
export const commissionOf = (netMinor: number, rate: CommissionRate): number =>
  Math.floor((netMinor * rate + 5000) / 10000);

import type { ResultAsync } from 'neverthrow';

import type { ShopUnavailable } from '../shop-unavailable.ts';
import type { Amount } from '../../domain/customers/account-history.ts';

/** One affiliate's month as the commissions page shows it; `paid` is null while the month is open. */
export type ShownAffiliateMonth = {
  readonly affiliateId: string;
  readonly period: string;
  readonly hits: number;
  readonly orders: number;
  readonly commission: readonly Amount[];
  readonly paid: { readonly by: string; readonly at: string } | null;
};

export type ShownRateChange = { readonly rate: number; readonly changedBy: string; readonly at: string };

/** A month's affiliates, a page at a time, and the programme's rate (basis points) with its latest changes. */
export type CommissionMonthList = {
  readonly period: string;
  /** The month now: the latest the page offers. */
  readonly current: string;
  readonly rows: readonly ShownAffiliateMonth[];
  /** The affiliate id the next page starts after; null on the last. */
  readonly next: string | null;
  readonly rate: number;
  readonly rateChanges: readonly ShownRateChange[];
};

export type ShownAffiliateHit = {
  readonly id: string;
  readonly at: string;
  readonly url: string;
  readonly campaign: string | null;
};

export type ShownCreditedOrder = {
  readonly publicId: string;
  readonly store: string;
  readonly placedAt: string;
  readonly netGoods: Amount;
  readonly rate: number;
  readonly commission: Amount;
  readonly canceled: boolean;
};

/** One affiliate's month with its newest hits and credited orders. */
export type ShownAffiliateFile = {
  readonly summary: ShownAffiliateMonth;
  readonly hits: readonly ShownAffiliateHit[];
  readonly orders: readonly ShownCreditedOrder[];
};

/** The commissions page's reads; each answers only for the administrator (the shop checks). */
export interface CommissionReads {
  month(period: string, after: string): ResultAsync<CommissionMonthList, ShopUnavailable>;
  /** Null when the affiliate had neither hits nor orders that month. */
  affiliate(affiliateId: string, period: string): ResultAsync<ShownAffiliateFile | null, ShopUnavailable>;
  /** Where the browser downloads a month's CSV (with its session). */
  csvUrl(period: string): string;
}

/** The commissions page's changes, from the browser; `idempotencyKey` makes a retried request act once. */
export interface CommissionWrites {
  markPaid(
    affiliateId: string,
    period: string,
    idempotencyKey: string,
  ): ResultAsync<ShownAffiliateFile, ShopUnavailable>;
  /** The rate in basis points; answers the rate now. */
  setRate(basisPoints: number, idempotencyKey: string): ResultAsync<number, ShopUnavailable>;
}

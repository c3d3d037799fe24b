import type { ResultAsync } from 'neverthrow';
import type { CurrencyCode } from '../../domain/pricing/currency.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { CommissionPeriod } from '../../domain/commissions/commission-period.ts';
import type { CommissionRate } from '../../domain/commissions/commission-terms.ts';

/** An amount in minor units of one currency: an affiliate may sell in several stores. */
export type CommissionAmount = { readonly amountMinor: number; readonly currency: CurrencyCode };

/** Who marked a period paid, and when. */
export type Payout = { readonly paidBy: string; readonly paidAt: number };

/** One affiliate's month: hits, orders credited (cancelled ones earn nothing), commission; frozen once paid. */
export type AffiliatePeriod = {
  readonly affiliateId: string;
  readonly period: CommissionPeriod;
  readonly hits: number;
  readonly orders: number;
  readonly commission: readonly CommissionAmount[];
  readonly payout: Payout | null;
};

/** One page of a month's affiliates by id; `next` is the last id shown when more follow. */
export type AffiliatePeriodPage = { readonly rows: readonly AffiliatePeriod[]; readonly next: string | null };

export type CommissionHit = {
  readonly id: string;
  readonly at: number;
  readonly url: string;
  readonly campaign: string | null;
};

export type CreditedOrder = {
  readonly publicId: string;
  readonly store: string;
  readonly placedAt: number;
  readonly netGoodsMinor: number;
  readonly rate: CommissionRate;
  readonly amountMinor: number;
  readonly currency: CurrencyCode;
  readonly canceled: boolean;
};

export type RateChange = { readonly rate: CommissionRate; readonly changedBy: string; readonly at: number };

/** The programme's reading of hits and credited orders, its payouts and its rate. */
export interface CommissionBook {
  /** A month's affiliates, by id after `after`, at most `limit`. */
  month(
    period: CommissionPeriod,
    after: string | undefined,
    limit: number,
  ): ResultAsync<AffiliatePeriodPage, RepositoryFailure>;
  /** Null when the affiliate had neither hits nor orders that month. */
  affiliate(affiliateId: string, period: CommissionPeriod): ResultAsync<AffiliatePeriod | null, RepositoryFailure>;
  /** The month's hits, newest first, at most `limit`. */
  hits(
    affiliateId: string,
    period: CommissionPeriod,
    limit: number,
  ): ResultAsync<readonly CommissionHit[], RepositoryFailure>;
  /** The month's credited orders, newest first, at most `limit`. */
  orders(
    affiliateId: string,
    period: CommissionPeriod,
    limit: number,
  ): ResultAsync<readonly CreditedOrder[], RepositoryFailure>;
  /** Freezes the month as it is now with who and when; false when it was already paid. */
  markPaid(
    id: string,
    affiliateId: string,
    period: CommissionPeriod,
    payout: Payout,
  ): ResultAsync<boolean, RepositoryFailure>;
  /** The rate now and its latest changes, newest first. */
  terms(
    changes: number,
  ): ResultAsync<{ readonly rate: CommissionRate; readonly changes: readonly RateChange[] }, RepositoryFailure>;
  setRate(id: string, change: RateChange): ResultAsync<void, RepositoryFailure>;
}

import type { ResultAsync } from 'neverthrow';
import type { CurrencyCode } from '../../domain/pricing/currency.ts';
import type { AffiliateCustomerId } from '../../domain/marketing/affiliate-hit.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { CommissionPeriod } from '../../domain/commissions/commission-period.ts';
import type { CommissionRate } from '../../domain/commissions/commission-terms.ts';

/** One order credited to one affiliate, as the order's transaction writes it. */
export type Attribution = {
  readonly id: string;
  readonly affiliateId: AffiliateCustomerId;
  readonly orderId: string;
  readonly period: CommissionPeriod;
  readonly netGoodsMinor: number;
  readonly rate: CommissionRate;
  readonly amountMinor: number;
  readonly currency: CurrencyCode;
  readonly at: number;
};

/** What attributing an order reads and writes, inside the order's own transaction. */
export interface CommissionLedger {
  /** The newest hit the shop recorded for the affiliate at or before `at`, in milliseconds; null when none. */
  latestHitAt(affiliateId: AffiliateCustomerId, at: number): ResultAsync<number | null, RepositoryFailure>;
  /** The programme's rate now (the default until an administrator sets one). */
  rate(): ResultAsync<CommissionRate, RepositoryFailure>;
  /** The periods already paid to the affiliate. */
  paidPeriods(affiliateId: AffiliateCustomerId): ResultAsync<readonly CommissionPeriod[], RepositoryFailure>;
  /** False when the order was already credited: an order earns one commission. */
  attribute(attribution: Attribution): ResultAsync<boolean, RepositoryFailure>;
}

import { okAsync } from 'neverthrow';
import type { Attribution, CommissionLedger } from '../../core/shop/commissions/commission-ledger.port.ts';
import type { CommissionPeriod } from '../../core/domain/commissions/commission-period.ts';
import { DEFAULT_COMMISSION_RATE, type CommissionRate } from '../../core/domain/commissions/commission-terms.ts';

/** A commission ledger in memory: hits by affiliate, paid periods, and what was credited. */
export const inMemoryCommissionLedger = (
  options: {
    readonly hits?: Readonly<Record<string, readonly number[]>>;
    readonly paid?: Readonly<Record<string, readonly CommissionPeriod[]>>;
    readonly rate?: CommissionRate;
  } = {},
) => {
  const credited: Attribution[] = [];
  const ledger: CommissionLedger = {
    latestHitAt: (affiliateId, at) => {
      const before = (options.hits?.[affiliateId] ?? []).filter((hit) => hit <= at);
      return okAsync(before.length === 0 ? null : Math.max(...before));
    },
    rate: () => okAsync(options.rate ?? DEFAULT_COMMISSION_RATE),
    paidPeriods: (affiliateId) => okAsync(options.paid?.[affiliateId] ?? []),
    attribute: (attribution) => {
      if (credited.some((known) => known.orderId === attribution.orderId)) return okAsync(false);
      credited.push(attribution);
      return okAsync(true);
    },
  };
  return { ledger, credited };
};

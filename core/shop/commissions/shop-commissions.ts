import type {
  exportCommissionMonth,
  listCommissionMonth,
  markMonthPaid,
  setCommissionRate,
  showAffiliateMonth,
} from './commissions.use-cases.ts';

/** The affiliate programme's back office: its use cases bound to their ports, each checking the administrator first. */
export type ShopCommissions = {
  readonly month: ReturnType<typeof listCommissionMonth>;
  readonly affiliate: ReturnType<typeof showAffiliateMonth>;
  readonly markPaid: ReturnType<typeof markMonthPaid>;
  readonly setRate: ReturnType<typeof setCommissionRate>;
  readonly csv: ReturnType<typeof exportCommissionMonth>;
};

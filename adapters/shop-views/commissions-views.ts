import type { AffiliatePeriod, RateChange } from '../../core/shop/commissions/commission-book.port.ts';
import type { AffiliateFile, CommissionMonth } from '../../core/shop/commissions/commissions.use-cases.ts';
import type {
  CommissionMonthList,
  ShownAffiliateFile,
  ShownAffiliateMonth,
  ShownRateChange,
} from '../../core/storefront/back-office/commissions-gateway.port.ts';

const iso = (ms: number) => new Date(ms).toISOString();

const shownMonthOf = (row: AffiliatePeriod): ShownAffiliateMonth => ({
  affiliateId: row.affiliateId,
  period: row.period,
  hits: row.hits,
  orders: row.orders,
  commission: row.commission.map((amount) => ({ amount: amount.amountMinor, currency: amount.currency })),
  paid: row.payout === null ? null : { by: row.payout.paidBy, at: iso(row.payout.paidAt) },
});

const shownChangeOf = (change: RateChange): ShownRateChange => ({
  rate: change.rate,
  changedBy: change.changedBy,
  at: iso(change.at),
});

export const commissionMonthListOf = (month: CommissionMonth): CommissionMonthList => ({
  period: month.period,
  current: month.current,
  rows: month.rows.map(shownMonthOf),
  next: month.next,
  rate: month.terms.rate,
  rateChanges: month.terms.changes.map(shownChangeOf),
});

export const shownAffiliateFileOf = (file: AffiliateFile): ShownAffiliateFile => ({
  summary: shownMonthOf(file.summary),
  hits: file.hits.map((hit) => ({ id: hit.id, at: iso(hit.at), url: hit.url, campaign: hit.campaign })),
  orders: file.orders.map((order) => ({
    publicId: order.publicId,
    store: order.store,
    placedAt: iso(order.placedAt),
    netGoods: { amount: order.netGoodsMinor, currency: order.currency },
    rate: order.rate,
    commission: { amount: order.amountMinor, currency: order.currency },
    canceled: order.canceled,
  })),
});

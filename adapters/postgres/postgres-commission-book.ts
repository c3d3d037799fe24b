import { sql, type SQL } from 'drizzle-orm';
import { COMMERCIAL_STATUS } from '../../core/domain/orders/commercial-status.ts';
import type { CurrencyCode } from '../../core/domain/pricing/currency.ts';
import type { AffiliatePeriod, CommissionBook } from '../../core/shop/commissions/commission-book.port.ts';
import { periodBounds, type CommissionPeriod } from '../../core/domain/commissions/commission-period.ts';
import type { CommissionRate } from '../../core/domain/commissions/commission-terms.ts';
import { rowsOf } from './catalogue-sql.ts';
import type { ShopDatabase } from './database.ts';
import { currentRate, epochMs } from './postgres-commission-ledger.ts';
import { attempt, inTransaction } from './transaction.ts';

type MonthRow = {
  affiliate: string;
  hits: number;
  orders: number;
  amounts: { amountMinor: number; currency: string }[];
  paid_by: string | null;
  paid_at: number | null;
};

const CANCELED = COMMERCIAL_STATUS.CANCELED;

/**
 * A month's figures per affiliate, narrowed by `where` on the affiliate id: hits in the month, credited orders not
 * cancelled and their commission per currency; a paid month reads its frozen payout instead.
 */
const monthQuery = (period: CommissionPeriod, where: SQL, limit: number): SQL => {
  const { start, end } = periodBounds(period);
  return sql`
    with h as (
      select customer_id as affiliate, count(*)::int as hits from affiliate_hits
      where created_at >= ${new Date(start).toISOString()}::timestamptz
        and created_at < ${new Date(end).toISOString()}::timestamptz
      group by customer_id
    ), per_currency as (
      select c.affiliate_customer_id as affiliate, c.currency,
             (count(*) filter (where o.commercial_status <> ${CANCELED}))::int as orders,
             (coalesce(sum(c.amount_minor) filter (where o.commercial_status <> ${CANCELED}), 0))::int as amount
      from commissions c join orders o on o.id = c.order_id
      where c.period = ${period}
      group by c.affiliate_customer_id, c.currency
    ), c as (
      select affiliate, sum(orders)::int as orders,
             coalesce(jsonb_agg(jsonb_build_object('amountMinor', amount, 'currency', currency) order by currency)
                      filter (where orders > 0), '[]'::jsonb) as amounts
      from per_currency group by affiliate
    ), p as (
      select * from commission_payouts where period = ${period}
    ), ids as (
      select affiliate from h union select affiliate from c union select affiliate_customer_id from p
    )
    select ids.affiliate,
           coalesce(p.hits, h.hits, 0)::int as hits,
           coalesce(p.orders, c.orders, 0)::int as orders,
           coalesce(p.amounts, c.amounts, '[]'::jsonb) as amounts,
           p.paid_by,
           ${epochMs(sql`p.paid_at`)} as paid_at
    from ids
      left join h on h.affiliate = ids.affiliate
      left join c on c.affiliate = ids.affiliate
      left join p on p.affiliate_customer_id = ids.affiliate
    where ${where}
    order by length(ids.affiliate), ids.affiliate
    limit ${limit}`;
};

const periodOfRow =
  (period: CommissionPeriod) =>
  (row: MonthRow): AffiliatePeriod => ({
    affiliateId: row.affiliate,
    period,
    hits: row.hits,
    orders: row.orders,
    commission: row.amounts.map((amount) => ({
      amountMinor: amount.amountMinor,
      currency: amount.currency as CurrencyCode,
    })),
    payout: row.paid_by === null || row.paid_at === null ? null : { paidBy: row.paid_by, paidAt: row.paid_at },
  });

export const postgresCommissionBook = (db: ShopDatabase): CommissionBook => {
  const month = (period: CommissionPeriod, where: SQL, limit: number) =>
    attempt(rowsOf<MonthRow>(db, monthQuery(period, where, limit))).map((rows) => rows.map(periodOfRow(period)));
  return {
    // Numeric ids in numeric order: by length first, then text.
    month: (period, after, limit) =>
      month(
        period,
        after === undefined ? sql`true` : sql`(length(ids.affiliate), ids.affiliate) > (length(${after}), ${after})`,
        limit + 1,
      ).map((rows) => ({
        rows: rows.slice(0, limit),
        next: rows.length > limit ? (rows[limit - 1]?.affiliateId ?? null) : null,
      })),
    affiliate: (affiliateId, period) =>
      month(period, sql`ids.affiliate = ${affiliateId}`, 1).map((rows) => rows[0] ?? null),
    hits: (affiliateId, period, limit) => {
      const { start, end } = periodBounds(period);
      return attempt(
        rowsOf<{ id: string; at: number; url: string; campaign: string | null }>(
          db,
          sql`select id, ${epochMs(sql`created_at`)} as at, url, campaign from affiliate_hits
              where customer_id = ${affiliateId}
                and created_at >= ${new Date(start).toISOString()}::timestamptz
                and created_at < ${new Date(end).toISOString()}::timestamptz
              order by created_at desc, id desc limit ${limit}`,
        ),
      );
    },
    orders: (affiliateId, period, limit) =>
      attempt(
        rowsOf<{
          public_id: string;
          store: string;
          placed_at: number;
          net_goods_minor: number;
          rate_basis_points: number;
          amount_minor: number;
          currency: string;
          commercial_status: number;
        }>(
          db,
          sql`select o.public_id, o.store, ${epochMs(sql`c.created_at`)} as placed_at, c.net_goods_minor,
                     c.rate_basis_points, c.amount_minor, c.currency, o.commercial_status
              from commissions c join orders o on o.id = c.order_id
              where c.affiliate_customer_id = ${affiliateId} and c.period = ${period}
              order by c.created_at desc, c.id desc limit ${limit}`,
        ),
      ).map((rows) =>
        rows.map((row) => ({
          publicId: row.public_id,
          store: row.store,
          placedAt: row.placed_at,
          netGoodsMinor: row.net_goods_minor,
          rate: row.rate_basis_points as CommissionRate,
          amountMinor: row.amount_minor,
          currency: row.currency as CurrencyCode,
          canceled: row.commercial_status === CANCELED,
        })),
      ),
    // The figures are read and frozen in one transaction; the unique (period, affiliate) makes a second payout a no-op.
    markPaid: (id, affiliateId, period, payout) =>
      inTransaction(db, (tx) =>
        attempt(rowsOf<MonthRow>(tx, monthQuery(period, sql`ids.affiliate = ${affiliateId}`, 1))).andThen((rows) => {
          const row = rows[0];
          return attempt(
            rowsOf<{ id: string }>(
              tx,
              sql`insert into commission_payouts (id, affiliate_customer_id, period, hits, orders, amounts, paid_by, paid_at)
                  values (${id}, ${affiliateId}, ${period}, ${row?.hits ?? 0}, ${row?.orders ?? 0},
                          ${JSON.stringify(row?.amounts ?? [])}::jsonb, ${payout.paidBy},
                          ${new Date(payout.paidAt).toISOString()}::timestamptz)
                  on conflict (period, affiliate_customer_id) do nothing
                  returning id`,
            ),
          ).map((inserted) => inserted.length > 0);
        }),
      ),
    terms: (changes) =>
      currentRate(db).andThen((rate) =>
        attempt(
          rowsOf<{ rate: number; changed_by: string; at: number }>(
            db,
            sql`select rate_basis_points as rate, changed_by, ${epochMs(sql`at`)} as at from commission_rate_changes
                order by at desc, id desc limit ${changes}`,
          ),
        ).map((rows) => ({
          rate,
          changes: rows.map((row) => ({ rate: row.rate as CommissionRate, changedBy: row.changed_by, at: row.at })),
        })),
      ),
    setRate: (id, change) =>
      attempt(
        db.execute(
          sql`insert into commission_rate_changes (id, rate_basis_points, changed_by, at)
              values (${id}, ${change.rate}, ${change.changedBy}, ${new Date(change.at).toISOString()}::timestamptz)`,
        ),
      ).map(() => undefined),
  };
};

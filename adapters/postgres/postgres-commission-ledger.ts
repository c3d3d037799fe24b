import { sql } from 'drizzle-orm';
import { DEFAULT_COMMISSION_RATE, type CommissionRate } from '../../core/domain/commissions/commission-terms.ts';
import type { CommissionLedger } from '../../core/shop/commissions/commission-ledger.port.ts';
import type { CommissionPeriod } from '../../core/domain/commissions/commission-period.ts';
import { rowsOf } from './catalogue-sql.ts';
import type { ShopDatabase } from './database.ts';
import { attempt } from './transaction.ts';

/** Milliseconds since the epoch as a float8 column, read the same on PGlite and node-postgres. */
export const epochMs = (column: ReturnType<typeof sql>) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

/** The programme's rate now: the newest change, or the default. */
export const currentRate = (db: ShopDatabase) =>
  attempt(
    rowsOf<{ rate: number }>(
      db,
      sql`select rate_basis_points as rate from commission_rate_changes order by at desc, id desc limit 1`,
    ),
  ).map((rows) => (rows[0]?.rate ?? DEFAULT_COMMISSION_RATE) as CommissionRate);

/** Attribution inside the order's transaction: `db` is the transaction. */
export const postgresCommissionLedger = (db: ShopDatabase): CommissionLedger => ({
  latestHitAt: (affiliateId, at) =>
    attempt(
      rowsOf<{ at: number | null }>(
        db,
        sql`select ${epochMs(sql`max(created_at)`)} as at from affiliate_hits
            where customer_id = ${affiliateId} and created_at <= ${new Date(at).toISOString()}::timestamptz`,
      ),
    ).map((rows) => rows[0]?.at ?? null),
  rate: () => currentRate(db),
  paidPeriods: (affiliateId) =>
    attempt(
      rowsOf<{ period: string }>(
        db,
        sql`select period from commission_payouts where affiliate_customer_id = ${affiliateId}`,
      ),
    ).map((rows) => rows.map((row) => row.period as CommissionPeriod)),
  attribute: (a) =>
    attempt(
      rowsOf<{ id: string }>(
        db,
        sql`insert into commissions
              (id, affiliate_customer_id, order_id, amount_minor, currency, period, net_goods_minor, rate_basis_points, created_at)
            values (${a.id}, ${a.affiliateId}, ${a.orderId}, ${a.amountMinor}, ${a.currency}, ${a.period},
                    ${a.netGoodsMinor}, ${a.rate}, ${new Date(a.at).toISOString()}::timestamptz)
            on conflict (order_id) do nothing
            returning id`,
      ),
    ).map((rows) => rows.length > 0),
});

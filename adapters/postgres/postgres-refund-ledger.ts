import { desc, eq } from 'drizzle-orm';
import type { CurrencyCode } from '../../core/domain/pricing/currency.ts';
import type { Cents } from '../../core/domain/pricing/money.ts';
import type { RefundLedger } from '../../core/shop/order-lifecycle/refund-ledger.port.ts';
import type { ShopDatabase } from './database.ts';
import { orders, paymentRefunds } from './schema/index.ts';
import { attempt } from './transaction.ts';

/** Refunds in SQL, one row per order: a second record for the order keeps the first. */
export const postgresRefundLedger = (db: ShopDatabase): RefundLedger => ({
  refundable: (publicId) =>
    attempt(
      db
        .select({ total: orders.totalMinor, currency: orders.currency, refundedAt: paymentRefunds.refundedAt })
        .from(orders)
        .leftJoin(paymentRefunds, eq(paymentRefunds.orderId, orders.id))
        .where(eq(orders.publicId, publicId))
        .orderBy(desc(orders.createdAt))
        .limit(1),
    ).map(([row]) =>
      row === undefined
        ? null
        : {
            amount: { amount: row.total as Cents, currency: row.currency as CurrencyCode },
            refundedAt: row.refundedAt?.getTime() ?? null,
          },
    ),
  record: (publicId, refund) =>
    attempt(
      db.transaction(async (tx) => {
        const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.publicId, publicId));
        if (order === undefined) throw new Error(`No order ${publicId} to record a refund for`);
        await tx
          .insert(paymentRefunds)
          .values({
            orderId: order.id,
            paymentId: refund.paymentId,
            amountMinor: refund.amount.amount,
            currency: refund.amount.currency,
            providerReference: refund.providerReference,
            refundedAt: new Date(refund.at),
          })
          .onConflictDoNothing();
      }),
    ),
});

import { and, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import { orderNotFound, type OrderChange, type OrderSnapshot } from '../../core/shop/order-lifecycle/order-change.ts';
import type {
  NotificationRecord,
  PaymentLedger,
  PaymentNotFound,
  PaymentNotification,
} from '../../core/shop/payments/payment-ledger.port.ts';
import type { ShopDatabase } from './database.ts';
import { currentPayment, lockOrder, lockPayment, toSnapshot, writeOrderChange } from './order-change-writer.ts';
import { inTransaction, repositoryFailure } from './postgres-order-ledger.ts';
import { carts, orders, paymentEvents, payments, storefrontSessions } from './schema/index.ts';

/** The session that placed the order (through its cart), or any session of the customer it was placed for. */
const placedBy = (requester: SessionId) =>
  or(
    exists(sql`(select 1 from ${carts} where ${carts.id} = ${orders.cartId} and ${carts.sessionId} = ${requester})`),
    and(
      isNotNull(orders.customerId),
      exists(
        sql`(select 1 from ${storefrontSessions} where ${storefrontSessions.id} = ${requester} and ${storefrontSessions.customerId} = ${orders.customerId})`,
      ),
    ),
  );

/** Payments over SQL; a notification's event id is stored in the transaction that applies it. */
export const postgresPaymentLedger = (db: ShopDatabase, ids: IdGenerator): PaymentLedger => ({
  recordNotification: <E>(
    notification: PaymentNotification,
    decide: (order: OrderSnapshot) => Result<OrderChange, E>,
  ) =>
    inTransaction(db, async (tx): Promise<Result<NotificationRecord<E>, PaymentNotFound>> => {
      const notFound: PaymentNotFound = { type: 'PaymentNotFound', paymentId: notification.paymentId };
      const [owner] = await tx
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(eq(payments.id, notification.paymentId));
      if (!owner) return err(notFound);
      // The order is locked before its payment, in the same order as every other change, so they cannot deadlock.
      const order = await lockOrder(tx, eq(orders.id, owner.orderId));
      const payment = order && (await lockPayment(tx, owner.orderId, notification.paymentId));
      if (!order || !payment) return err(notFound);
      const stored = await tx
        .insert(paymentEvents)
        .values({ eventId: notification.eventId, paymentId: notification.paymentId, outcome: notification.result })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (stored.length === 0) return ok({ kind: 'duplicate' });
      const before = toSnapshot(order, payment);
      const decided = decide(before);
      if (decided.isErr()) return ok({ kind: 'refused', order: before, error: decided.error });
      await writeOrderChange(tx, ids, before, decided.value);
      return ok({ kind: 'applied', changed: { before, change: decided.value } });
    }),

  paymentOfOrder: (publicId, requester) =>
    ResultAsync.fromPromise(
      (async () => {
        const [order] = await db
          .select({
            orderId: orders.id,
            publicId: orders.publicId,
            status: orders.status,
            commercialStatus: orders.commercialStatus,
          })
          .from(orders)
          .where(and(eq(orders.publicId, publicId), placedBy(requester)));
        if (!order) return undefined;
        const payment = await currentPayment(db, order.orderId);
        return payment && toSnapshot(order, payment);
      })(),
      repositoryFailure,
    ).andThen((snapshot) => (snapshot ? ok(snapshot) : err(orderNotFound(publicId)))),
});

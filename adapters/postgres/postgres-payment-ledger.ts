import { and, desc, eq, exists, isNotNull, like, or, sql } from 'drizzle-orm';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { isCustomerType } from '../../core/domain/checkout/customer-type.ts';
import { isCurrencyCode } from '../../core/domain/pricing/currency.ts';
import type { Cents } from '../../core/domain/pricing/money.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import { isCountryCode } from '../../core/domain/site/country.ts';
import type { OrderChange, OrderSnapshot } from '../../core/shop/order-lifecycle/order-change.ts';
import type {
  NotificationRecord,
  PayableOrder,
  PaymentAttempt,
  PaymentLedger,
  PaymentNotFound,
  PaymentNotification,
} from '../../core/shop/payments/payment-ledger.port.ts';
import { MISMATCH_OUTCOME, type PaymentAsked } from '../../core/shop/payments/notification-checks.ts';
import type { JobQueue } from '../../core/shop/jobs/job-queue.port.ts';
import type { ShopJobs } from '../../core/shop/jobs/shop-jobs.ts';
import type { ShopDatabase } from './database.ts';
import { currentPayment, lockOrder, lockPayment, toSnapshot, writeOrderChange } from './order-change-writer.ts';
import { inTransaction } from './postgres-order-ledger.ts';
import { carts, orders, paymentEvents, payments, storefrontSessions } from './schema/index.ts';
import { orderNotFound, type OrderNotFound } from '../../core/shop/orders/order-errors.ts';
import { repositoryFailure } from '../../core/shop/repository-failure.ts';

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

const payableColumns = {
  orderId: orders.id,
  publicId: orders.publicId,
  status: orders.status,
  commercialStatus: orders.commercialStatus,
  totalMinor: orders.totalMinor,
  currency: orders.currency,
  locale: orders.locale,
  shipmentCountry: orders.shipmentCountry,
  customerType: orders.customerType,
};

type PayableRow = {
  orderId: string;
  publicId: string;
  status: number;
  commercialStatus: number;
  totalMinor: number;
  currency: string;
  locale: string;
  shipmentCountry: string;
  customerType: string;
};

/** Codes outside the core's vocabulary are a broken invariant, as in toSnapshot. */
const toPayable = (row: PayableRow, payment: Parameters<typeof toSnapshot>[1]): PayableOrder => {
  const { currency, shipmentCountry, customerType } = row;
  if (!isCurrencyCode(currency) || !isCountryCode(shipmentCountry) || !isCustomerType(customerType)) {
    throw new Error(`Order ${row.publicId} has unknown currency, country or customer type`);
  }
  return {
    ...toSnapshot(row, payment),
    total: { amount: row.totalMinor as Cents, currency },
    locale: row.locale,
    shipmentCountry,
    customerType,
  };
};

// Strictly later than every earlier attempt, so "the newest attempt" is never a tie, whatever the clock says.
const attemptCreatedAt = (orderId: string, at: number) =>
  sql`greatest(${new Date(at).toISOString()}::timestamptz, (select max(${payments.createdAt}) from ${payments} where ${payments.orderId} = ${orderId}) + interval '1 millisecond')`;

/** Payments over SQL; a notification's event id is stored in the transaction that applies it. */
export const postgresPaymentLedger = (
  db: ShopDatabase,
  ids: IdGenerator,
  /** The job queue inside a transaction: jobs an order's change owes are queued with it. */
  jobsIn: (tx: ShopDatabase) => JobQueue<ShopJobs>,
): PaymentLedger => ({
  recordNotification: <E>(
    notification: PaymentNotification,
    decide: (order: OrderSnapshot, asked: PaymentAsked) => Result<OrderChange, E>,
    refusal?: (error: E) => string | undefined,
  ) =>
    inTransaction(db, async (tx): Promise<Result<NotificationRecord<E>, PaymentNotFound>> => {
      const notFound: PaymentNotFound = { type: 'PaymentNotFound', paymentId: notification.paymentId };
      const [owner] = await tx
        .select({
          orderId: payments.orderId,
          orderPublicId: orders.publicId,
          amountMinor: payments.amountMinor,
          currency: payments.currency,
        })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
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
      const { orderPublicId, amountMinor, currency } = owner;
      const decided = decide(before, { orderPublicId, amountMinor, currency });
      if (decided.isErr()) {
        const label = refusal?.(decided.error);
        if (label !== undefined) {
          await tx.update(paymentEvents).set({ outcome: label }).where(eq(paymentEvents.eventId, notification.eventId));
        }
        return ok({ kind: 'refused', order: before, error: decided.error });
      }
      await writeOrderChange(tx, ids, before, decided.value, jobsIn(tx));
      return ok({ kind: 'applied', changed: { before, change: decided.value } });
    }),

  mismatchedNotifications: (limit) =>
    ResultAsync.fromPromise(
      db
        .select({
          eventId: paymentEvents.eventId,
          paymentId: paymentEvents.paymentId,
          orderPublicId: orders.publicId,
          outcome: paymentEvents.outcome,
          receivedAt: paymentEvents.receivedAt,
        })
        .from(paymentEvents)
        .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(like(paymentEvents.outcome, `${MISMATCH_OUTCOME}%`))
        .orderBy(desc(paymentEvents.receivedAt))
        .limit(limit),
      repositoryFailure,
    ).map((rows) => rows.map((row) => ({ ...row, receivedAt: row.receivedAt.getTime() }))),

  paymentOfOrder: (publicId, requester) =>
    ResultAsync.fromPromise(
      (async () => {
        const [order] = await db
          .select(payableColumns)
          .from(orders)
          .where(and(eq(orders.publicId, publicId), placedBy(requester)));
        if (!order) return undefined;
        const payment = await currentPayment(db, order.orderId);
        return payment && toPayable(order, payment);
      })(),
      repositoryFailure,
    ).andThen((payable) => (payable ? ok(payable) : err(orderNotFound()))),

  addPaymentAttempt: <E>(
    publicId: string,
    requester: SessionId,
    decide: (order: PayableOrder) => Result<PaymentAttempt, E>,
  ) =>
    inTransaction(
      db,
      async (tx): Promise<Result<{ order: PayableOrder; attempt: PaymentAttempt }, E | OrderNotFound>> => {
        // The order is locked before its payment, as in every other change.
        const [row] = await tx
          .select(payableColumns)
          .from(orders)
          .where(and(eq(orders.publicId, publicId), placedBy(requester)))
          .for('update');
        const payment = row && (await lockPayment(tx, row.orderId));
        if (!row || !payment) return err(orderNotFound());
        const order = toPayable(row, payment);
        const decided = decide(order);
        if (decided.isErr()) return err(decided.error);
        const attempt = decided.value;
        await tx.insert(payments).values({
          id: attempt.paymentId,
          orderId: row.orderId,
          method: attempt.method,
          kind: attempt.state.payment.kind,
          status: attempt.state.payment.status,
          amountMinor: order.total.amount,
          currency: order.total.currency,
          createdAt: attemptCreatedAt(row.orderId, attempt.at),
          updatedAt: new Date(attempt.at),
        });
        await tx
          .update(orders)
          .set({ paymentMethod: attempt.method, updatedAt: new Date(attempt.at) })
          .where(eq(orders.id, row.orderId));
        return ok({ order, attempt });
      },
    ),
});

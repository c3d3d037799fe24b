import { and, desc, eq, type SQL } from 'drizzle-orm';
import { isCommercialStatus } from '../../core/domain/orders/commercial-status.ts';
import { isOrderStatus } from '../../core/domain/orders/order-status.ts';
import { isPaymentKind } from '../../core/domain/payments/payment-kind.ts';
import { isPaymentMethod } from '../../core/domain/payments/payment-method.ts';
import { isPaymentStatus } from '../../core/domain/payments/payment-status.ts';
import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import type { JobQueue } from '../../core/shop/jobs/job-queue.port.ts';
import type { ShopJobs } from '../../core/shop/jobs/shop-jobs.ts';
import type { OrderChange, OrderSnapshot } from '../../core/shop/order-lifecycle/order-change.ts';
import { orders, orderStatusHistory, payments, userRequiredActions } from './schema/index.ts';
import type { ShopDatabase } from './database.ts';
import type { ShopTransaction } from './seeds/seeder.ts';
import { issueCreditNoteIn, issueInvoiceIn } from './postgres-invoice-register.ts';

type OrderRow = { orderId: string; publicId: string; status: number; commercialStatus: number };
type PaymentRow = { paymentId: string; method: string; kind: string; status: string };

/** Locks one order row; every change to an order starts here, so two changes to one order queue up. */
export const lockOrder = async (tx: ShopTransaction, where: SQL): Promise<OrderRow | undefined> => {
  const [row] = await tx
    .select({
      orderId: orders.id,
      publicId: orders.publicId,
      status: orders.status,
      commercialStatus: orders.commercialStatus,
    })
    .from(orders)
    .where(where)
    .for('update');
  return row;
};

const selectPayment = (executor: ShopDatabase | ShopTransaction, orderId: string, paymentId?: string) =>
  executor
    .select({ paymentId: payments.id, method: payments.method, kind: payments.kind, status: payments.status })
    .from(payments)
    .where(paymentId ? and(eq(payments.orderId, orderId), eq(payments.id, paymentId)) : eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);

/** The order's most recent payment attempt, for reading. */
export const currentPayment = async (db: ShopDatabase, orderId: string): Promise<PaymentRow | undefined> =>
  (await selectPayment(db, orderId))[0];

/** Locks the order's payment with `paymentId`, or its most recent attempt when none is named. */
export const lockPayment = async (
  tx: ShopTransaction,
  orderId: string,
  paymentId?: string,
): Promise<PaymentRow | undefined> => (await selectPayment(tx, orderId, paymentId).for('update'))[0];

/** A stored code outside the core's vocabulary is a broken invariant, not an expected failure. */
export const toSnapshot = (order: OrderRow, payment: PaymentRow): OrderSnapshot => {
  const { status, commercialStatus } = order;
  const { method, kind, status: paymentStatus } = payment;
  if (!isOrderStatus(status) || !isCommercialStatus(commercialStatus)) {
    throw new Error(`Order ${order.publicId} has unknown status ${status}/${commercialStatus}`);
  }
  if (!isPaymentMethod(method) || !isPaymentKind(kind) || !isPaymentStatus(paymentStatus)) {
    throw new Error(
      `Payment ${payment.paymentId} has unknown method, kind or status ${method}/${kind}/${paymentStatus}`,
    );
  }
  return {
    orderId: order.orderId,
    publicId: order.publicId,
    paymentId: payment.paymentId,
    paymentMethod: method,
    state: { status, commercialStatus, payment: { kind, status: paymentStatus } },
  };
};

/** Queues what the documents issued in the change need, in its transaction: each PDF, and the buyer's mail. */
const queueInvoiceJobs = async (
  tx: ShopTransaction,
  jobs: JobQueue<ShopJobs>,
  orderId: string,
  issued: readonly string[],
  confirmed: boolean,
): Promise<void> => {
  const queued = async (result: ReturnType<typeof jobs.enqueue>) => {
    const outcome = await result;
    if (outcome.isErr()) throw new Error(`A job could not be queued: ${outcome.error.cause}`);
  };
  for (const number of issued) await queued(jobs.enqueue('invoice-pdf', { number }));
  const [invoice] = issued;
  if (!confirmed || invoice === undefined) return;
  const [order] = await tx.select({ email: orders.email }).from(orders).where(eq(orders.id, orderId));
  if (order !== undefined)
    await queued(jobs.enqueue('payment-confirmed-mail', { invoiceNumber: invoice, to: order.email }));
};

/**
 * Writes what changed: the payment, the order with a history row, any action raised, the invoice of a payment
 * confirmed and the credit note owed, with the jobs that draw them and mail the buyer, and the review invitation
 * owed, queued in `jobs` (the same transaction).
 */
export const writeOrderChange = async (
  tx: ShopTransaction,
  ids: IdGenerator,
  before: OrderSnapshot,
  change: OrderChange,
  jobs: JobQueue<ShopJobs>,
): Promise<void> => {
  const at = new Date(change.at);
  const { state } = change;
  if (state.payment.status !== before.state.payment.status || state.payment.kind !== before.state.payment.kind) {
    await tx
      .update(payments)
      .set({ status: state.payment.status, kind: state.payment.kind, updatedAt: at })
      .where(eq(payments.id, before.paymentId));
  }
  if (change.statusChanged) {
    await tx
      .update(orders)
      .set({ status: state.status, commercialStatus: state.commercialStatus, updatedAt: at })
      .where(eq(orders.id, before.orderId));
    await tx.insert(orderStatusHistory).values({
      id: ids.uuid(),
      orderId: before.orderId,
      status: state.status,
      commercialStatus: state.commercialStatus,
      at,
    });
  }
  for (const action of change.raisedActions) {
    await tx.insert(userRequiredActions).values({
      publicId: action.publicId,
      orderId: before.orderId,
      type: action.type,
      status: action.status,
      createdAt: at,
    });
  }
  const invoiced = change.invoice ? await issueInvoiceIn(tx, before.orderId, change.at) : [];
  const credited = change.creditNote ? await issueCreditNoteIn(tx, before.orderId, change.at) : [];
  await queueInvoiceJobs(tx, jobs, before.orderId, [...invoiced, ...credited], invoiced.length > 0);
  if (change.reviewInvitation) {
    const queued = await jobs.enqueue('review-invitation', { publicId: before.publicId });
    // A throw rolls the delivery back with it: a delivered order always has its invitation queued.
    if (queued.isErr()) throw new Error(queued.error.cause);
  }
};

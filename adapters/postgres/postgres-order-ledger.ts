import { asc, desc, eq, inArray } from 'drizzle-orm';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { CurrencyCode } from '../../core/domain/pricing/currency.ts';
import type { Cents } from '../../core/domain/pricing/money.ts';
import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import { isDeliveryMethod } from '../../core/domain/shipments/shipment-mode.ts';
import { isTrackingState, type TrackingState } from '../../core/domain/shipments/tracking-state.ts';
import type { OrderChange, OrderChanged, OrderSnapshot } from '../../core/shop/order-lifecycle/order-change.ts';
import type {
  OrderDispatch,
  OrderLedger,
  ListedOrder,
  ShipmentChange,
  ShipmentNotFound,
  ShipmentSnapshot,
} from '../../core/shop/order-lifecycle/order-ledger.port.ts';
import type { JobQueue } from '../../core/shop/jobs/job-queue.port.ts';
import type { ShopJobs } from '../../core/shop/jobs/shop-jobs.ts';
import type { ShopDatabase } from './database.ts';
import { lockOrder, lockPayment, toSnapshot, writeOrderChange } from './order-change-writer.ts';
import { orders, payments, shipmentEvents, shipments } from './schema/index.ts';
import { type RepositoryFailure, repositoryFailure } from '../../core/shop/repository-failure.ts';
import { orderNotFound, type OrderNotFound } from '../../core/shop/orders/order-errors.ts';

/** One transaction whose work ends in a Result: an expected refusal commits whatever was written before it. */
export const inTransaction = <T, E>(
  db: ShopDatabase,
  work: (tx: Parameters<Parameters<ShopDatabase['transaction']>[0]>[0]) => Promise<Result<T, E>>,
): ResultAsync<T, E | RepositoryFailure> =>
  ResultAsync.fromPromise(db.transaction(work), repositoryFailure).andThen((result) => result);

const summaries = async (db: ShopDatabase, status: number | undefined, limit: number): Promise<ListedOrder[]> => {
  const rows = await db
    .select()
    .from(orders)
    .where(status === undefined ? undefined : eq(orders.status, status))
    .orderBy(desc(orders.createdAt), desc(orders.publicId))
    .limit(limit);
  const orderIds = rows.map((row) => row.id);
  if (orderIds.length === 0) return [];
  const [paymentRows, shipmentRows] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(inArray(payments.orderId, orderIds))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    db.select().from(shipments).where(inArray(shipments.orderId, orderIds)),
  ]);
  // Ascending order: the last payment seen per order is its current attempt.
  const latestPayment = new Map(paymentRows.map((row) => [row.orderId, row]));
  const shipmentState = new Map(shipmentRows.map((row) => [row.orderId, row.state]));
  return rows.flatMap((row): ListedOrder[] => {
    const payment = latestPayment.get(row.id);
    if (!payment) return [];
    const snapshot = toSnapshot(
      { orderId: row.id, publicId: row.publicId, status: row.status, commercialStatus: row.commercialStatus },
      { paymentId: payment.id, method: payment.method, kind: payment.kind, status: payment.status },
    );
    const state = shipmentState.get(row.id);
    return [
      {
        publicId: row.publicId,
        status: snapshot.state.status,
        commercialStatus: snapshot.state.commercialStatus,
        paymentMethod: snapshot.paymentMethod,
        paymentStatus: snapshot.state.payment.status,
        total: { amount: row.totalMinor as Cents, currency: row.currency as CurrencyCode },
        shipmentState: state !== undefined && isTrackingState(state) ? state : null,
        createdAt: row.createdAt.getTime(),
      },
    ];
  });
};

/** Orders and shipments over SQL; every change locks the order row first, so changes to one order queue up. */
export const postgresOrderLedger = (
  db: ShopDatabase,
  ids: IdGenerator,
  /** The job queue inside a transaction: jobs an order's change owes are queued with it. */
  jobsIn: (tx: ShopDatabase) => JobQueue<ShopJobs>,
): OrderLedger => ({
  listOrders: ({ status, limit }) => ResultAsync.fromPromise(summaries(db, status, limit), repositoryFailure),

  changeOrder: <E>(publicId: string, decide: (order: OrderSnapshot) => Result<OrderChange, E>) =>
    inTransaction(db, async (tx): Promise<Result<OrderChanged, E | OrderNotFound>> => {
      const order = await lockOrder(tx, eq(orders.publicId, publicId));
      const payment = order && (await lockPayment(tx, order.orderId));
      if (!order || !payment) return err(orderNotFound());
      const before = toSnapshot(order, payment);
      const decided = decide(before);
      if (decided.isErr()) return err(decided.error);
      await writeOrderChange(tx, ids, before, decided.value, jobsIn(tx));
      return ok({ before, change: decided.value });
    }),

  dispatchOrder: <E>(
    publicId: string,
    decide: (order: OrderSnapshot, shipment: ShipmentSnapshot) => Result<OrderDispatch, E>,
  ) =>
    inTransaction(db, async (tx): Promise<Result<OrderChanged, E | OrderNotFound | ShipmentNotFound>> => {
      const order = await lockOrder(tx, eq(orders.publicId, publicId));
      const payment = order && (await lockPayment(tx, order.orderId));
      if (!order || !payment) return err(orderNotFound());
      const shipment = await lockShipment(tx, order.orderId);
      if (!shipment) return err({ type: 'ShipmentNotFound', publicId });
      const before = toSnapshot(order, payment);
      const decided = decide(before, shipment);
      if (decided.isErr()) return err(decided.error);
      const { change, shipment: moved, dispatch } = decided.value;
      await writeOrderChange(tx, ids, before, change, jobsIn(tx));
      await tx
        .update(shipments)
        .set({ carrier: dispatch.carrier, trackingNumber: dispatch.trackingNumber, updatedAt: new Date(moved.at) })
        .where(eq(shipments.id, shipment.shipmentId));
      if (moved.moved) await recordShipmentEvent(tx, ids, shipment.shipmentId, moved);
      const queued = await jobsIn(tx).enqueue('order-shipped-mail', { publicId });
      // A throw rolls the shipping back with it: a shipped order always has its mail queued.
      if (queued.isErr()) throw new Error(queued.error.cause);
      return ok({ before, change });
    }),

  changeShipment: <E>(publicId: string, decide: (shipment: ShipmentSnapshot) => Result<ShipmentChange, E>) =>
    inTransaction(db, async (tx): Promise<Result<ShipmentChange, E | ShipmentNotFound>> => {
      const notFound: ShipmentNotFound = { type: 'ShipmentNotFound', publicId };
      const order = await lockOrder(tx, eq(orders.publicId, publicId));
      if (!order) return err(notFound);
      const shipment = await lockShipment(tx, order.orderId);
      if (!shipment) return err(notFound);
      const decided = decide(shipment);
      if (decided.isErr() || !decided.value.moved) return decided;
      await recordShipmentEvent(tx, ids, shipment.shipmentId, decided.value);
      return decided;
    }),
});

type Transaction = Parameters<Parameters<ShopDatabase['transaction']>[0]>[0];

/** Locks the order's shipment and reads its events, oldest first; undefined when the shop does not ship it. */
const lockShipment = async (tx: Transaction, orderId: string): Promise<ShipmentSnapshot | undefined> => {
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.orderId, orderId)).for('update');
  if (!shipment) return undefined;
  if (!isDeliveryMethod(shipment.deliveryMethod)) {
    throw new Error(`Shipment ${shipment.id} has unknown delivery method ${shipment.deliveryMethod}`);
  }
  const events = await tx
    .select({ state: shipmentEvents.state, at: shipmentEvents.at })
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipment.id))
    .orderBy(asc(shipmentEvents.at));
  return {
    shipmentId: shipment.id,
    method: shipment.deliveryMethod,
    trackingNumber: shipment.trackingNumber,
    events: events.map((event) => ({ state: trackingState(event.state), at: event.at.getTime() })),
  };
};

/** The shipment's new state, and the event that says when it was reached. */
const recordShipmentEvent = async (tx: Transaction, ids: IdGenerator, shipmentId: string, change: ShipmentChange) => {
  const { state, note, at } = change;
  await tx
    .update(shipments)
    .set({ state, updatedAt: new Date(at) })
    .where(eq(shipments.id, shipmentId));
  await tx.insert(shipmentEvents).values({ id: ids.uuid(), shipmentId, state, note, at: new Date(at) });
};

const trackingState = (state: string): TrackingState => {
  if (!isTrackingState(state)) throw new Error(`Unknown tracking state ${state}`);
  return state;
};

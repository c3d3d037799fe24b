import type { OrderPickupPoint } from '../../core/shop/orders/order.ts';
import { and, asc, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import { isOrderStatus, type OrderStatus } from '../../core/domain/orders/order-status.ts';
import type { CurrencyCode } from '../../core/domain/pricing/currency.ts';
import type { Cents, Money } from '../../core/domain/pricing/money.ts';
import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import { isDeliveryMethod } from '../../core/domain/shipments/shipment-mode.ts';
import { isTrackingState, type TrackingState } from '../../core/domain/shipments/tracking-state.ts';
import { isStoreSlug, type StoreSlug } from '../../core/domain/site/stores.ts';
import {
  DESK_PARTIAL_SEARCH_MIN_LENGTH,
  type DeskOrder,
  type DeskOrderFile,
  type DeskOrderResults,
  type DeskOrderQuery,
  type OrderDesk,
} from '../../core/shop/back-office/order-desk.port.ts';
import { refundRouteFor } from '../../core/domain/orders/user-required-action.ts';
import { normaliseOrderPublicId } from '../../core/shop/orders/order-public-id.ts';
import { repositoryFailure } from '../../core/shop/repository-failure.ts';
import type { ShopDatabase } from './database.ts';
import { toSnapshot } from './order-change-writer.ts';
import { storedPickupPoint, type StoredPickupPoint } from './stored-pickup-point.ts';
import {
  backOfficeActions,
  invoices,
  orderLines,
  orderNotes,
  orderStatusHistory,
  orders,
  payments,
  shipmentEvents,
  shipments,
  paymentRefunds,
  sentMails,
} from './schema/index.ts';

type OrderRow = typeof orders.$inferSelect;

const money = (minor: number, currency: string): Money => ({
  amount: minor as Cents,
  currency: currency as CurrencyCode,
});

const storeOf = (row: OrderRow): StoreSlug => {
  if (!isStoreSlug(row.store)) throw new Error(`Order ${row.publicId} has unknown store ${row.store}`);
  return row.store;
};

const statusOf = (value: number, publicId: string): OrderStatus => {
  if (!isOrderStatus(value)) throw new Error(`Order ${publicId} has unknown status ${value}`);
  return value;
};

const trackingOf = (value: string | undefined): TrackingState | null =>
  value !== undefined && isTrackingState(value) ? value : null;

/** The buyer's name as migration 0022's trigram index holds it, lowered: first and last name, then company. */
const buyerName = sql`lower(coalesce(${orders.contact} ->> 'firstName', '') || ' ' || coalesce(${orders.contact} ->> 'lastName', '') || ' ' || coalesce(${orders.contact} ->> 'companyName', ''))`;

/** A LIKE pattern that takes the text literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A whole public id or e-mail address, as typed. */
const wholeMatch = (search: string): SQL | undefined =>
  or(eq(orders.publicId, normaliseOrderPublicId(search)), eq(sql`lower(${orders.email})`, search.trim().toLowerCase()));

/** A public id's start, or part of an e-mail address or of the buyer's name. */
const partialMatch = (search: string): SQL | undefined => {
  const lowered = search.trim().toLowerCase();
  return or(
    like(orders.publicId, `${literal(normaliseOrderPublicId(search))}%`),
    like(sql`lower(${orders.email})`, `%${literal(lowered)}%`),
    like(buyerName, `%${literal(lowered)}%`),
  );
};

/**
 * What a search finds: the orders of a whole public id or e-mail address when there are any (an index lookup, and
 * "ana@shop.es" does not also bring "mariana@shop.es"), else, from three characters, the partial matches. Decided
 * without the cursor, so every page of one search reads the same way.
 */
const searchOf = async (db: ShopDatabase, search: string): Promise<SQL | undefined> => {
  const whole = wholeMatch(search);
  if (search.trim().length < DESK_PARTIAL_SEARCH_MIN_LENGTH) return whole;
  const [found] = await db.select({ id: orders.id }).from(orders).where(whole).limit(1);
  return found === undefined ? partialMatch(search) : whole;
};

/** The page's rows newest first: the index (created_at desc, public_id desc) serves each filter's order. */
const conditionsOf = (query: DeskOrderQuery, search: SQL | undefined): SQL[] => {
  const conditions: (SQL | undefined)[] = [
    search,
    query.store === undefined ? undefined : eq(orders.store, query.store),
    query.status === undefined ? undefined : eq(orders.status, query.status),
    query.range === undefined ? undefined : gte(orders.createdAt, new Date(query.range.from)),
    query.range === undefined ? undefined : lt(orders.createdAt, new Date(query.range.to)),
    query.after === undefined
      ? undefined
      : sql`(${orders.createdAt}, ${orders.publicId}) < (${new Date(query.after.createdAt).toISOString()}::timestamptz, ${query.after.publicId})`,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
};

/** Each order's current payment (its newest attempt) and shipment state, two indexed reads for a whole page. */
const deskOrders = async (db: ShopDatabase, rows: readonly OrderRow[]): Promise<DeskOrder[]> => {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [paymentRows, shipmentRows] = await Promise.all([
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select({ orderId: shipments.orderId, state: shipments.state })
      .from(shipments)
      .where(inArray(shipments.orderId, ids)),
  ]);
  const latestPayment = new Map(paymentRows.map((row) => [row.orderId, row]));
  const shipmentState = new Map(shipmentRows.map((row) => [row.orderId, row.state]));
  return rows.flatMap((row): DeskOrder[] => {
    const payment = latestPayment.get(row.id);
    if (!payment) return [];
    const snapshot = toSnapshot(
      { orderId: row.id, publicId: row.publicId, status: row.status, commercialStatus: row.commercialStatus },
      { paymentId: payment.id, method: payment.method, kind: payment.kind, status: payment.status },
    );
    return [
      {
        publicId: row.publicId,
        store: storeOf(row),
        email: row.email,
        status: snapshot.state.status,
        commercialStatus: snapshot.state.commercialStatus,
        paymentMethod: snapshot.paymentMethod,
        paymentStatus: snapshot.state.payment.status,
        total: money(row.totalMinor, row.currency),
        shipmentState: trackingOf(shipmentState.get(row.id)),
        createdAt: row.createdAt.getTime(),
      },
    ];
  });
};

const listPage = async (db: ShopDatabase, query: DeskOrderQuery): Promise<DeskOrderResults> => {
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditionsOf(query, query.search === undefined ? undefined : await searchOf(db, query.search))))
    .orderBy(desc(orders.createdAt), desc(orders.publicId))
    .limit(query.limit + 1);
  const shown = rows.slice(0, query.limit);
  const last = shown[shown.length - 1];
  return {
    orders: await deskOrders(db, shown),
    next:
      rows.length > query.limit && last !== undefined
        ? { createdAt: last.createdAt.getTime(), publicId: last.publicId }
        : null,
  };
};

/** The pickup point kept in the order's shipment column; orders placed before points were kept have none. */
const pickupPointOf = (shipment: Record<string, unknown>): OrderPickupPoint | null =>
  storedPickupPoint(shipment['pickupPoint'] as StoredPickupPoint | null | undefined);

const contactNameOf = (contact: Record<string, unknown>): string =>
  [contact['companyName'], contact['firstName'], contact['lastName']]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ');

/**
 * The order's event mails the mail server took, found by their Message-IDs' start (see eventMessageId): its
 * confirmation, each shipping notice and review invitation by its public id, the payment's by its invoice number.
 */
const mailsOf = async (
  db: ShopDatabase,
  publicId: string,
  invoiceNumbers: readonly string[],
): Promise<DeskOrderFile['mails']> => {
  const id = literal(publicId);
  const rows = await db
    .select()
    .from(sentMails)
    .where(
      or(
        like(sentMails.messageId, `<order-confirmation.${id}@%`),
        like(sentMails.messageId, `<order-shipped.${id}.%`),
        like(sentMails.messageId, `<review-invitation.${id}@%`),
        ...invoiceNumbers.map((number) => like(sentMails.messageId, `<payment-confirmed.${literal(number)}@%`)),
      ),
    )
    .orderBy(asc(sentMails.sentAt));
  return rows.map((row) => ({ event: row.messageId.slice(1, row.messageId.indexOf('.')), at: row.sentAt.getTime() }));
};

const fileOf = async (db: ShopDatabase, publicId: string): Promise<DeskOrderFile | null> => {
  const [row] = await db.select().from(orders).where(eq(orders.publicId, publicId)).limit(1);
  if (row === undefined) return null;
  const [listed] = await deskOrders(db, [row]);
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, row.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (listed === undefined || payment === undefined) return null;
  const [lines, history, shipmentRows, actions, refunds, documents, notes] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
    db.select().from(shipments).where(eq(shipments.orderId, row.id)).limit(1),
    db
      .select()
      .from(backOfficeActions)
      .where(eq(backOfficeActions.orderId, row.id))
      .orderBy(desc(backOfficeActions.at), desc(backOfficeActions.id)),
    db.select({ at: paymentRefunds.refundedAt }).from(paymentRefunds).where(eq(paymentRefunds.orderId, row.id)),
    db
      .select({ kind: invoices.kind, number: invoices.number, at: invoices.issuedAt })
      .from(invoices)
      .where(eq(invoices.orderId, row.id))
      .orderBy(asc(invoices.issuedAt)),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, row.id)).orderBy(asc(orderNotes.at), asc(orderNotes.id)),
  ]);
  const refundedAt = refunds[0]?.at.getTime() ?? null;
  const mails = await mailsOf(
    db,
    row.publicId,
    documents.filter((document) => document.kind !== 'credit-note').map((document) => document.number),
  );
  const shipment = shipmentRows[0];
  const events =
    shipment === undefined
      ? []
      : await db
          .select()
          .from(shipmentEvents)
          .where(eq(shipmentEvents.shipmentId, shipment.id))
          .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
  const { state } = toSnapshot(
    { orderId: row.id, publicId: row.publicId, status: row.status, commercialStatus: row.commercialStatus },
    { paymentId: payment.id, method: payment.method, kind: payment.kind, status: payment.status },
  );
  return {
    ...listed,
    state,
    contactName: contactNameOf(row.contact),
    locale: row.locale,
    subtotal: money(row.subtotalMinor, row.currency),
    shipping: money(row.shippingMinor, row.currency),
    discount: money(row.discountMinor, row.currency),
    shipmentCountry: row.shipmentCountry,
    shipmentPostalCode: row.shipmentPostalCode,
    lines: lines.map((line) => ({
      id: line.id,
      articleId: line.articleId,
      designId: line.designId,
      name: line.name,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceMinor, row.currency),
      personalised: line.customisation !== null && 'personalisation' in line.customisation,
    })),
    statusHistory: history.map((entry) => ({ status: statusOf(entry.status, row.publicId), at: entry.at.getTime() })),
    shipment:
      shipment === undefined || !isDeliveryMethod(shipment.deliveryMethod)
        ? null
        : {
            method: shipment.deliveryMethod,
            carrier: shipment.carrier,
            trackingNumber: shipment.trackingNumber,
            events: events.flatMap((event) =>
              isTrackingState(event.state) ? [{ state: event.state, note: event.note, at: event.at.getTime() }] : [],
            ),
          },
    pickupPoint: pickupPointOf(row.shipment),
    refundOwed: refundRouteFor(state) !== 'NONE' && refundedAt === null,
    refundedAt,
    actions: actions.map((action) => ({
      administratorId: action.administratorId,
      action: action.action,
      detail: action.detail,
      at: action.at.getTime(),
    })),
    paidAt: payment.status === 'PAID' ? payment.updatedAt.getTime() : null,
    documents: documents.map((document) => ({
      kind: document.kind === 'credit-note' ? ('credit-note' as const) : ('invoice' as const),
      number: document.number,
      at: document.at.getTime(),
    })),
    mails,
    notes: notes.map((note) => ({ authorId: note.authorId, text: note.text, at: note.at.getTime() })),
  };
};

/** The orders desk over SQL: keyset pages over (created_at, public_id), and the back office's audit trail. */
export const postgresOrderDesk = (db: ShopDatabase, ids: IdGenerator): OrderDesk => ({
  list: (query) => ResultAsync.fromPromise(listPage(db, query), repositoryFailure),
  file: (publicId) => ResultAsync.fromPromise(fileOf(db, publicId), repositoryFailure),
  record: (publicId, entry) =>
    ResultAsync.fromPromise(
      db.execute(sql`insert into back_office_actions (id, order_id, administrator_id, action, detail, at)
        select ${ids.uuid()}, o.id, ${entry.administratorId}, ${entry.action}, ${entry.detail}, ${new Date(entry.at).toISOString()}::timestamptz
        from orders o where o.public_id = ${publicId}`),
      repositoryFailure,
    ).map(() => undefined),
});

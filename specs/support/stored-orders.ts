import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ShopDatabase } from '../../adapters/postgres/database.ts';
import {
  carts,
  orderLines,
  orders,
  orderStatusHistory,
  paymentEvents,
  payments,
  shipmentEvents,
  shipments,
  storefrontSessions,
  userRequiredActions,
} from '../../adapters/postgres/schema/index.ts';
import { COMMERCIAL_STATUS, type CommercialStatus } from '../../core/domain/orders/commercial-status.ts';
import { ORDER_STATUS, type OrderStatus } from '../../core/domain/orders/order-status.ts';
import { paymentKindOf, type PaymentMethod } from '../../core/domain/payments/payment-method.ts';
import type { PaymentStatus } from '../../core/domain/payments/payment-status.ts';
import type { DeliveryMethod } from '../../core/domain/shipments/shipment-mode.ts';

export type StoredOrderSeed = {
  readonly publicId?: string;
  readonly method?: PaymentMethod;
  readonly status?: OrderStatus;
  readonly commercialStatus?: CommercialStatus;
  readonly paymentStatus?: PaymentStatus;
  /** The storefront session whose cart became the order. */
  readonly sessionId?: string | null;
  readonly customerId?: string | null;
  readonly deliveryMethod?: DeliveryMethod | null;
  readonly totalMinor?: number;
  readonly currency?: string;
  readonly createdAt?: Date;
};

export type StoredOrder = {
  readonly orderId: string;
  readonly publicId: string;
  readonly paymentId: string;
  readonly cartId: string;
  readonly shipmentId: string | null;
};

let counter = 0;

/** A unique public id in the shop's style, for one spec run. */
export const newPublicId = () =>
  `EST${String((counter += 1)).padStart(4, '0')}${randomUUID().slice(0, 6).toUpperCase()}`;

/**
 * Writes a placed order straight into the tables (cart, order, payment, shipment) as place-order would, so the
 * payments and lifecycle specs do not depend on the checkout.
 */
export const insertStoredOrder = async (db: ShopDatabase, seed: StoredOrderSeed = {}): Promise<StoredOrder> => {
  const publicId = seed.publicId ?? newPublicId();
  const method = seed.method ?? 'CARD';
  const ids = { orderId: `order-${publicId}`, cartId: `cart-${publicId}`, paymentId: `pay-${publicId}` };
  const shipmentId = seed.deliveryMethod === null ? null : `ship-${publicId}`;
  const currency = seed.currency ?? 'EUR';
  const createdAt = seed.createdAt ?? new Date();
  await db
    .insert(carts)
    .values({ id: ids.cartId, sessionId: seed.sessionId ?? null, store: 'WPX-ES', status: 'ordered' });
  await db.insert(orders).values({
    id: ids.orderId,
    publicId,
    store: 'WPX-ES',
    cartId: ids.cartId,
    customerId: seed.customerId ?? null,
    email: 'ana@example.com',
    customerType: 'PERSON',
    contact: { firstName: 'Ana', lastName: 'García' },
    billingAddress: { street: 'Calle Mayor 1', city: 'Madrid' },
    shipment: { mode: 'ADDRESS' },
    shipmentPostalCode: '28001',
    shipmentCountry: 'ES',
    status: seed.status ?? ORDER_STATUS.RECEIVED,
    commercialStatus: seed.commercialStatus ?? COMMERCIAL_STATUS.CONFIRMED,
    paymentMethod: method,
    currency,
    subtotalMinor: seed.totalMinor ?? 2490,
    shippingMinor: 0,
    discountMinor: 0,
    totalMinor: seed.totalMinor ?? 2490,
    locale: 'es',
    createdAt,
  });
  await db.insert(payments).values({
    id: ids.paymentId,
    orderId: ids.orderId,
    method,
    kind: paymentKindOf(method),
    status: seed.paymentStatus ?? 'PENDING',
    amountMinor: seed.totalMinor ?? 2490,
    currency,
    createdAt,
  });
  if (shipmentId) {
    await db.insert(shipments).values({
      id: shipmentId,
      orderId: ids.orderId,
      carrier: 'CORREOS',
      deliveryMethod: seed.deliveryMethod ?? 'ADDRESS',
      state: 'PROCESSING',
    });
  }
  return { ...ids, publicId, shipmentId };
};

/** A further payment attempt on a stored order, newer than the others. */
export const insertPaymentAttempt = async (
  db: ShopDatabase,
  order: StoredOrder,
  method: PaymentMethod,
  createdAt: Date,
): Promise<string> => {
  const id = `pay-${randomUUID()}`;
  await db.insert(payments).values({
    id,
    orderId: order.orderId,
    method,
    kind: paymentKindOf(method),
    status: 'PENDING',
    amountMinor: 2490,
    currency: 'EUR',
    createdAt,
  });
  return id;
};

/** A storefront session signed in as `customerId`. */
export const insertSignedInSession = (db: ShopDatabase, sessionId: string, customerId: string) =>
  db.insert(storefrontSessions).values({ id: sessionId, data: {}, customerId });

/** What the specs read back: the order's codes, its payment, its history and its actions. */
export const readStoredOrder = async (db: ShopDatabase, order: StoredOrder) => {
  const [row] = await db.select().from(orders).where(eq(orders.id, order.orderId));
  const paymentRows = await db.select().from(payments).where(eq(payments.orderId, order.orderId));
  const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.orderId));
  const actions = await db.select().from(userRequiredActions).where(eq(userRequiredActions.orderId, order.orderId));
  const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, order.paymentId));
  const tracking = order.shipmentId
    ? await db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, order.shipmentId))
    : [];
  const [shipment] = order.shipmentId
    ? await db.select().from(shipments).where(eq(shipments.id, order.shipmentId))
    : [];
  return {
    status: row?.status,
    commercialStatus: row?.commercialStatus,
    payment: paymentRows.find((payment) => payment.id === order.paymentId),
    history: history.map((entry) => ({ status: entry.status, commercialStatus: entry.commercialStatus })),
    actions: actions.map((action) => ({ type: action.type, status: action.status })),
    paymentEvents: events.map((event) => event.eventId),
    shipmentState: shipment?.state ?? null,
    tracking: tracking.map((event) => ({ state: event.state, note: event.note })),
  };
};

/** An orders row of a Spanish shopper's card order, 19.95 EUR, received; `overrides` name what a spec looks at. */
export const anOrderRow = (
  overrides: Pick<typeof orders.$inferInsert, 'id'> & Partial<typeof orders.$inferInsert>,
): typeof orders.$inferInsert => ({
  publicId: `P-${overrides.id}`,
  store: 'WPX-ES',
  cartId: `cart-${overrides.id}`,
  customerId: null,
  email: 'ana@example.es',
  customerType: 'PERSON',
  contact: {},
  billingAddress: {},
  shipment: {},
  shipmentPostalCode: '28001',
  shipmentCountry: 'ES',
  status: ORDER_STATUS.RECEIVED,
  commercialStatus: 8,
  paymentMethod: 'CARD',
  currency: 'EUR',
  subtotalMinor: 1500,
  shippingMinor: 495,
  discountMinor: 0,
  totalMinor: 1995,
  locale: 'es',
  ...overrides,
});

export type FixtureOrder = {
  readonly id: string;
  readonly publicId: string;
  readonly customerId?: string | null;
  readonly email: string;
  readonly status: number;
  readonly articleIds: readonly number[];
  readonly createdAt?: Date;
};

/** An order row alone, as the orders context would have written it, with one line per article (no payment). */
export const insertOrder = async (db: ShopDatabase, order: FixtureOrder) => {
  await db.insert(orders).values(
    anOrderRow({
      id: order.id,
      publicId: order.publicId,
      customerId: order.customerId ?? null,
      email: order.email,
      status: order.status,
      contact: { firstName: 'Ana', lastName: 'García' },
      ...(order.createdAt ? { createdAt: order.createdAt } : {}),
    }),
  );
  await db.insert(orderLines).values(
    order.articleIds.map((articleId, n) => ({
      id: `${order.id}-line-${n + 1}`,
      orderId: order.id,
      articleId,
      name: `Article ${articleId}`,
      quantity: 1,
      unitPriceMinor: 1500,
    })),
  );
};

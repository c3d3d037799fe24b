import { eq } from 'drizzle-orm';
import type { Address } from '../../../core/domain/checkout/address-step.ts';
import type { Contact } from '../../../core/domain/checkout/contact-step.ts';
import type { ShipmentChoice } from '../../../core/domain/checkout/shipment-step.ts';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import { ORDER_STATUS, type OrderStatus } from '../../../core/domain/orders/order-status.ts';
import type { PaymentMethod } from '../../../core/domain/payments/payment-method.ts';
import type { PaymentStatus } from '../../../core/domain/payments/payment-status.ts';
import type { Cents } from '../../../core/domain/pricing/money.ts';
import type { Quantity } from '../../../core/domain/pricing/quantity.ts';
import type { Carrier } from '../../../core/domain/shipments/carrier.ts';
import type { TrackingState } from '../../../core/domain/shipments/tracking-state.ts';
import type { CartId } from '../../../core/shop/carts/cart.ts';
import type { NewOrder, OrderPickupPoint, OrderPublicId } from '../../../core/shop/orders/order.ts';
import { insertOrder } from '../postgres-order-repository.ts';
import { issueInvoiceIn } from '../postgres-invoice-register.ts';
import { orders, orderStatusHistory, payments, shipmentEvents, shipments } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.seed.ts';
import { DEMO_ARTICLES } from './catalogue/demo-articles.ts';
import { demoDesigns } from './catalogue/demo-designs.ts';
import { demoPrices } from './catalogue/demo-prices.ts';
import type { Seeder } from './seeder.ts';
import { demoPickupPoints } from './shipping.seed.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo customer's order numbers, one per example the accounts area shows. */
export const DEMO_ORDERS = {
  declined: 'ES-DEMO0005',
  shipped: 'ES-DEMO0001',
  delivered: 'ES-DEMO0002',
  received: 'ES-DEMO0003',
  lastYear: 'ES-DEMO0004',
} as const;

const contact = {
  customerType: 'PERSON',
  email: DEMO_ACCOUNTS.customer.email,
  firstName: 'Ana',
  lastName: 'García',
  phone: '+34600123456',
} as unknown as Contact;

const home = {
  line1: 'Calle Mayor 12, 3º B',
  line2: null,
  postalCode: '28013',
  city: 'Madrid',
  country: 'ES',
} as unknown as Address;

const toTheDoor: ShipmentChoice = {
  mode: 'ADDRESS',
  deliveryMode: 'SEND',
  deliveryMethod: 'ADDRESS',
  carrier: 'CORREOS',
  pickupPointId: null,
} as ShipmentChoice;

type Example = {
  readonly publicId: string;
  /** Days before the seeding day; or an absolute instant for the dates the filters split on. */
  readonly placedAt: number;
  readonly designs: readonly { readonly index: number; readonly quantity: number; readonly priceOff?: number }[];
  readonly status: OrderStatus;
  readonly method: PaymentMethod;
  readonly payment: PaymentStatus;
  readonly shipment: readonly TrackingState[];
  readonly pickup?: boolean;
  /** Who carries a parcel that left, by the number its label prints: each carrier's real format. */
  readonly dispatch?: { readonly carrier: Carrier; readonly trackingNumber: string };
};

const examplesAt = (now: number): readonly Example[] => {
  const year = new Date(now).getUTCFullYear();
  return [
    {
      publicId: DEMO_ORDERS.declined,
      placedAt: now - 1 * DAY,
      designs: [{ index: 4, quantity: 1 }],
      status: ORDER_STATUS.KEPT_FOR_NON_PAYMENT,
      method: 'CARD',
      payment: 'CANCELED',
      shipment: ['PROCESSING'],
    },
    {
      publicId: DEMO_ORDERS.shipped,
      placedAt: now - 6 * DAY,
      designs: [
        { index: 0, quantity: 2 },
        { index: 13, quantity: 1, priceOff: 300 },
      ],
      status: ORDER_STATUS.SHIPPED,
      method: 'CARD',
      payment: 'PAID',
      shipment: ['PROCESSING', 'ON_ROUTE'],
      pickup: true,
      // Correos' 23-character domestic parcel code, the carrier of the first Spanish pickup point.
      dispatch: { carrier: 'CORREOS', trackingNumber: 'PQ4B7M0422387010128013X' },
    },
    {
      publicId: DEMO_ORDERS.delivered,
      placedAt: now - 55 * DAY,
      designs: [{ index: 26, quantity: 1 }],
      status: ORDER_STATUS.DELIVERED,
      method: 'PAYPAL',
      payment: 'PAID',
      shipment: ['PROCESSING', 'ON_ROUTE', 'ON_DELIVERY', 'DELIVERED'],
      dispatch: { carrier: 'CHRONOEXPRESS', trackingNumber: '3230004812765019' },
    },
    {
      publicId: DEMO_ORDERS.received,
      // The year's first days: kept by "this year" but, most of the year, by neither of the shorter filters.
      placedAt: Math.min(Date.UTC(year, 0, 8, 11), now - 2 * DAY),
      designs: [{ index: 40, quantity: 3 }],
      status: ORDER_STATUS.RECEIVED,
      method: 'BANK_TRANSFER',
      payment: 'PENDING',
      shipment: ['PROCESSING'],
    },
    {
      publicId: DEMO_ORDERS.lastYear,
      placedAt: Date.UTC(year - 1, 9, 14, 17),
      designs: [
        { index: 52, quantity: 1 },
        { index: 65, quantity: 2 },
      ],
      status: ORDER_STATUS.DELIVERED,
      method: 'CARD',
      payment: 'PAID',
      shipment: ['PROCESSING', 'ON_ROUTE', 'ON_DELIVERY', 'DELIVERED'],
      // A 1Z number: shipper E4V861, service 03, package 9275461 and its check digit.
      dispatch: { carrier: 'UPS', trackingNumber: '1ZE4V8610392754616' },
    },
  ];
};

const SHIPPING_MINOR = 495;

/** An order as the checkout would have placed it, with the catalogue's designs and the store's prices. */
const newOrder = (example: Example, n: number): NewOrder => {
  const designs = demoDesigns();
  const prices = demoPrices(DEMO_ARTICLES).filter((price) => price.store === 'WPX-ES');
  const lines = example.designs.map((wanted, k) => {
    const design = designs[wanted.index % designs.length] ?? designs[0];
    if (design === undefined) throw new Error('the demo catalogue has no designs');
    const article = design.articles[0] ?? DEMO_ARTICLES[0];
    if (article === undefined) throw new Error('the demo catalogue has no articles');
    const today = prices.find((price) => price.articleId === article.id)?.amountMinor ?? 1995;
    return {
      id: `demo-line-${String(n)}-${String(k)}`,
      articleId: article.id,
      designId: design.id,
      name: `${article.names.es} · ${design.names.es}`,
      customisation: null,
      quantity: wanted.quantity as Quantity,
      // A price that has moved since: a reorder says so.
      unitPrice: { amount: (today - (wanted.priceOff ?? 0)) as Cents, currency: 'EUR' as const },
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice.amount * line.quantity, 0);
  const point = demoPickupPoints().find((found) => found.country === 'ES');
  const pickupPoint: OrderPickupPoint | null =
    example.pickup === true && point !== undefined
      ? ({
          id: point.id,
          name: point.name,
          street: point.street,
          postalCode: point.postalCode,
          city: point.city,
          country: point.country,
          openingHours: point.openingHours,
          phone: point.phone,
        } as unknown as OrderPickupPoint)
      : null;
  const shipment: ShipmentChoice =
    pickupPoint === null || point === undefined
      ? ({ ...toTheDoor, carrier: example.dispatch?.carrier ?? toTheDoor.carrier } as ShipmentChoice)
      : ({
          mode: 'PICKPOINT',
          deliveryMode: 'SEND',
          deliveryMethod: 'PICKPOINT',
          carrier: point.carrier,
          pickupPointId: point.id,
        } as ShipmentChoice);
  const kind = example.method === 'BANK_TRANSFER' ? 'TRANSFER' : 'ONLINE_PREPAID';
  return {
    id: `demo-order-${String(n)}`,
    publicId: example.publicId as OrderPublicId,
    store: 'WPX-ES',
    locale: 'es',
    cartId: `demo-cart-${String(n)}` as CartId,
    customerId: DEMO_ACCOUNTS.customer.id as CustomerId,
    contact,
    billingAddress: home,
    shippingAddress: home,
    shipment,
    pickupPoint,
    shipmentId: `demo-shipment-${String(n)}`,
    state: { status: ORDER_STATUS.RECEIVED, commercialStatus: 8, payment: { kind, status: 'PENDING' } },
    paymentId: `demo-payment-${String(n)}`,
    paymentMethod: example.method,
    currency: 'EUR',
    totals: {
      subtotal: { amount: subtotal as Cents, currency: 'EUR' },
      shipping: { amount: SHIPPING_MINOR as Cents, currency: 'EUR' },
      discount: { amount: 0 as Cents, currency: 'EUR' },
      total: { amount: (subtotal + SHIPPING_MINOR) as Cents, currency: 'EUR' },
    },
    promotionCode: null,
    lines,
    placedAt: example.placedAt,
  } as NewOrder;
};

/**
 * The demo customer's orders, dated from the day the data is seeded so that every date filter keeps some:
 * a declined payment to pay again, one on its way to a pickup point, one delivered (each paid one invoiced),
 * one waiting for a transfer early in the year and one from last year.
 */
export const seedAccountOrders: Seeder = async (tx) => {
  const now = Date.now();
  let counter = 0;
  const ids = {
    uuid: () => `demo-${String((counter += 1))}`,
    randomString: () => '',
    randomDigits: () => '',
  };
  const examples = examplesAt(now);
  const inserted = new Set<string>();
  for (const [n, example] of examples.entries()) {
    const [existing] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.publicId, example.publicId));
    if (existing !== undefined) continue;
    const order = newOrder(example, n + 1);
    await insertOrder(tx, order, ids);
    inserted.add(order.id);
    const commercialStatus = example.status === ORDER_STATUS.DELIVERED ? 5 : 8;
    await tx.update(orders).set({ status: example.status, commercialStatus }).where(eq(orders.id, order.id));
    await tx.update(payments).set({ status: example.payment }).where(eq(payments.id, order.paymentId));
    if (example.status !== ORDER_STATUS.RECEIVED)
      await tx.insert(orderStatusHistory).values({
        id: ids.uuid(),
        orderId: order.id,
        status: example.status,
        commercialStatus,
        at: new Date(example.placedAt + DAY),
      });
    const last = example.shipment[example.shipment.length - 1] ?? 'PROCESSING';
    await tx
      .update(shipments)
      .set({ state: last, trackingNumber: example.dispatch?.trackingNumber ?? null })
      .where(eq(shipments.id, order.shipmentId));
    for (const [k, state] of example.shipment.entries())
      if (k > 0)
        await tx.insert(shipmentEvents).values({
          id: ids.uuid(),
          shipmentId: order.shipmentId,
          state,
          at: new Date(example.placedAt + (k + 1) * DAY),
        });
  }
  // Each paid order's invoice is issued as its payment's change would have: in payment order, an hour after placing.
  const paid = examples
    .map((example, n) => ({ example, orderId: `demo-order-${String(n + 1)}` }))
    .filter(({ example, orderId }) => example.payment === 'PAID' && inserted.has(orderId))
    .sort((a, b) => a.example.placedAt - b.example.placedAt);
  for (const { example, orderId } of paid) await issueInvoiceIn(tx, orderId, example.placedAt + HOUR);
};

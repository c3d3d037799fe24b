import { carts, orderLines, orders, orderStatusHistory, payments, shipmentEvents, shipments } from '../schema/index.ts';
import { COMMERCIAL_STATUS } from '../../../core/domain/orders/commercial-status.ts';
import { ORDER_STATUS } from '../../../core/domain/orders/order-status.ts';
import { DEMO_ACCOUNTS } from './accounts.seed.ts';
import { demoDesigns } from './catalogue/demo-designs.ts';
import type { Seeder } from './seeder.ts';

const ANA_HOME = { line1: 'Calle Mayor 1', line2: null, postalCode: '28001', city: 'Madrid', country: 'ES' };

/** The demo customer's delivered order, waiting for her reviews (sign in as Ana, open /reviews?order=…). */
export const DEMO_DELIVERED_ORDER = { id: 'demo-order-delivered', publicId: 'ESTDEMO0001' } as const;

const PLACED_AT = new Date('2024-11-02T09:30:00Z');
const DELIVERED_AT = new Date('2024-11-08T12:00:00Z');

/** Two designs on their first article each: the order's lines. */
const demoLines = () =>
  demoDesigns()
    .slice(1, 3)
    .map((design, n) => {
      const article = design.articles[0]!;
      return {
        id: `${DEMO_DELIVERED_ORDER.id}-line-${n + 1}`,
        orderId: DEMO_DELIVERED_ORDER.id,
        articleId: article.id,
        designId: design.id,
        name: `${article.names.es} · ${design.names.es}`,
        quantity: 1,
        unitPriceMinor: article.euroCents,
      };
    });

export const seedCommunity: Seeder = async (tx) => {
  const { id, publicId } = DEMO_DELIVERED_ORDER;
  const lines = demoLines();
  const total = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const cartId = `${id}-cart`;
  await tx
    .insert(carts)
    .values({ id: cartId, sessionId: null, store: 'WPX-ES', status: 'ordered' })
    .onConflictDoNothing();
  const inserted = await tx
    .insert(orders)
    .values({
      id,
      publicId,
      store: 'WPX-ES',
      cartId,
      customerId: DEMO_ACCOUNTS.customer.id,
      email: DEMO_ACCOUNTS.customer.email,
      customerType: 'PERSON',
      contact: { firstName: 'Ana', lastName: 'García', email: DEMO_ACCOUNTS.customer.email, phone: '+34600123456' },
      billingAddress: ANA_HOME,
      // Stored as a placed order stores it (insertOrder): the delivery choice with its address.
      shipment: {
        mode: 'ADDRESS',
        deliveryMode: 'SEND',
        deliveryMethod: 'ADDRESS',
        carrier: 'CORREOS',
        pickupPointId: null,
        address: ANA_HOME,
        pickupPoint: null,
      },
      shipmentPostalCode: '28001',
      shipmentCountry: 'ES',
      status: ORDER_STATUS.DELIVERED,
      commercialStatus: COMMERCIAL_STATUS.COMPLETED,
      paymentMethod: 'CARD',
      currency: 'EUR',
      subtotalMinor: total,
      shippingMinor: 0,
      discountMinor: 0,
      totalMinor: total,
      locale: 'es',
      createdAt: PLACED_AT,
      updatedAt: DELIVERED_AT,
    })
    .onConflictDoNothing()
    .returning({ id: orders.id });
  if (inserted.length === 0) return;
  await tx.insert(orderLines).values(lines);
  await tx.insert(payments).values({
    id: `${id}-payment`,
    orderId: id,
    method: 'CARD',
    kind: 'ONLINE_PREPAID',
    status: 'PAID',
    amountMinor: total,
    currency: 'EUR',
    createdAt: PLACED_AT,
  });
  await tx.insert(orderStatusHistory).values(
    [ORDER_STATUS.RECEIVED, ORDER_STATUS.IN_PRODUCTION, ORDER_STATUS.SHIPPED, ORDER_STATUS.DELIVERED].map(
      (status, n) => ({
        id: `${id}-status-${n}`,
        orderId: id,
        status,
        commercialStatus: status === ORDER_STATUS.DELIVERED ? COMMERCIAL_STATUS.COMPLETED : COMMERCIAL_STATUS.CONFIRMED,
        at: new Date(PLACED_AT.getTime() + n * 2 * 86_400_000),
      }),
    ),
  );
  await tx.insert(shipments).values({
    id: `${id}-shipment`,
    orderId: id,
    carrier: 'CORREOS',
    deliveryMethod: 'ADDRESS',
    trackingNumber: 'PQ4F6P0701234560128001D',
    state: 'DELIVERED',
  });
  await tx.insert(shipmentEvents).values(
    (['PROCESSING', 'ON_ROUTE', 'ON_DELIVERY', 'DELIVERED'] as const).map((state, n) => ({
      id: `${id}-shipment-${n}`,
      shipmentId: `${id}-shipment`,
      state,
      at: new Date(PLACED_AT.getTime() + (n + 2) * 86_400_000),
    })),
  );
};

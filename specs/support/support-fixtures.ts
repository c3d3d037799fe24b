import { desc, eq } from 'drizzle-orm';
import type { ShopDatabase } from '../../adapters/postgres/database.ts';
import { customers, mailOutbox, orderLines, orders } from '../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../adapters/postgres/seeds/accounts.seed.ts';

/** A second customer, signing in with the demo customer's password, to try reaching someone else's data. */
export const OTHER_CUSTOMER = {
  id: 'spec-customer-bob',
  email: 'bob@estampa.example',
  password: DEMO_ACCOUNTS.customer.password,
};

export const insertOtherCustomer = (db: ShopDatabase) =>
  db
    .insert(customers)
    .values({
      id: OTHER_CUSTOMER.id,
      email: OTHER_CUSTOMER.email,
      passwordHash: DEMO_ACCOUNTS.customer.passwordHash,
      firstName: 'Bob',
      lastName: 'Martín',
      emailVerifiedAt: new Date('2024-01-15T10:00:00Z'),
    })
    .onConflictDoNothing();

/** The newest mail kept in the outbox for `to` (SMTP_URL is unset in specs). */
export const lastMailTo = async (db: ShopDatabase, to: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1))[0];

export type FixtureOrder = {
  readonly id: string;
  readonly publicId: string;
  readonly customerId?: string | null;
  readonly email: string;
  readonly status: number;
  readonly articleIds: readonly number[];
  readonly createdAt?: Date;
};

/** An order row as the orders context would have written it, with one line per article. */
export const insertOrder = async (db: ShopDatabase, order: FixtureOrder) => {
  await db.insert(orders).values({
    id: order.id,
    publicId: order.publicId,
    store: 'WPX-ES',
    cartId: `cart-${order.id}`,
    customerId: order.customerId ?? null,
    email: order.email,
    customerType: 'PERSON',
    contact: {},
    billingAddress: {},
    shipment: {},
    shipmentPostalCode: '28001',
    shipmentCountry: 'ES',
    status: order.status,
    commercialStatus: 8,
    paymentMethod: 'CARD',
    currency: 'EUR',
    subtotalMinor: 1500,
    shippingMinor: 495,
    discountMinor: 0,
    totalMinor: 1995,
    locale: 'es',
    ...(order.createdAt ? { createdAt: order.createdAt } : {}),
  });
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

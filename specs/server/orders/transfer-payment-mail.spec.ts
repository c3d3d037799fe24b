import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { mailOutbox, orders } from '../../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { formBody, signedIn, type CookieJar } from '../../support/auth-session.ts';
import { eventually } from '../../support/eventually.ts';
import { insertStoredOrder } from '../../support/stored-orders.ts';
import { buildTestApp, EXT_SESSION_ID, openDemoDatabase } from '../../support/test-app.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let database: DatabaseHandle;
let admin: CookieJar;

beforeAll(async () => {
  database = await openDemoDatabase();
  app = await buildTestApp({}, database);
  admin = await signedIn(app, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
});
afterAll(() => app.close());

/** A guest's order paid by bank transfer, its money not arrived yet. */
const aTransferOrder = async () => {
  const order = await insertStoredOrder(database.db, { customerId: null, method: 'BANK_TRANSFER' });
  await database.db
    .update(orders)
    .set({
      email: 'luis@example.com',
      contact: {
        customerType: 'PERSON',
        email: 'luis@example.com',
        firstName: 'Luis',
        lastName: 'Pérez',
        phone: '+34600123456',
      },
      billingAddress: { line1: 'Calle Mayor 1', line2: null, postalCode: '28013', city: 'Madrid', country: 'ES' },
    })
    .where(eq(orders.id, order.orderId));
  return order;
};

const mailsAbout = (publicId: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${publicId}%`));

describe('a bank transfer’s payment-received mail', () => {
  it('goes to the buyer once the back office marks the transfer received, with the invoice’s link', async () => {
    const order = await aTransferOrder();
    expect(await mailsAbout(order.publicId)).toEqual([]);

    const confirmed = await app.inject({
      method: 'POST',
      url: `/shop-api/v1/back-office/orders/${order.publicId}/actions`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': `transfer-received-${order.publicId}`,
        cookie: admin.header(),
      },
      payload: formBody({ ext_session_id: EXT_SESSION_ID, action: 'confirm-payment' }),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const [mail] = await eventually(async () => {
      const sent = await mailsAbout(order.publicId);
      return sent.length > 0 ? sent : undefined;
    });
    expect(mail).toMatchObject({
      to: 'luis@example.com',
      subject: `Hemos recibido el pago de tu pedido ${order.publicId} en Estampa`,
    });
    expect(mail?.text).toMatch(/^Hola Luis Pérez:/);
    expect(new URL(mail?.link ?? '').pathname).toBe(`/orders/${order.publicId}/invoice`);
  });
});

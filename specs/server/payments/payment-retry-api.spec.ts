import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../../adapters/postgres/schema/index.ts';
import { ORDER_STATUS } from '../../../core/domain/orders/order-status.ts';
import { insertStoredOrder, insertSignedInSession, type StoredOrder } from '../../support/stored-orders.ts';
import { eventually } from '../../support/eventually.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { buildTestApp, openDemoDatabase, EXT_SESSION_ID } from '../../support/test-app.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let app: Awaited<ReturnType<typeof buildTestApp>>;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDemoDatabase();
  app = await buildTestApp({ PAYMENTS_SANDBOX_SECRET: 'spec-payments-sandbox-secret-0123456789' }, database);
  await app.ready();
});
afterAll(() => app.close());

let keys = 0;
const retry = (
  publicId: string,
  body: Record<string, string> = {},
  options: { key?: string | null; session?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: `/shop-api/v1/payments/${publicId}/retry`,
    headers: {
      ...FORM,
      ...(options.key === null ? {} : { 'idempotency-key': options.key ?? `retry-key-${(keys += 1)}-0000000000` }),
    },
    payload: new URLSearchParams({ ext_session_id: options.session ?? EXT_SESSION_ID, ...body }).toString(),
  });

const statusOf = async (publicId: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/shop-api/v1/payments/${publicId}/status?ext_session_id=${EXT_SESSION_ID}`,
    })
  ).json().data as Record<string, unknown>;

/** An order placed by the spec's session whose card payment was declined: kept for non-payment (4). */
const declinedOrder = () =>
  insertStoredOrder(database.db, {
    sessionId: EXT_SESSION_ID,
    status: ORDER_STATUS.KEPT_FOR_NON_PAYMENT,
    paymentStatus: 'CANCELED',
  });

const attemptsOf = (order: StoredOrder) =>
  database.db.select().from(payments).where(eq(payments.orderId, order.orderId)).orderBy(payments.createdAt);

describe('POST payments/{order_public_id}/retry', () => {
  it('starts a new sandbox payment for the same order; approving it pays the order', async () => {
    const order = await declinedOrder();
    expect(await statusOf(order.publicId)).toMatchObject({
      can_retry: true,
      retry_methods: expect.arrayContaining(['CARD', 'PAYPAL']),
    });
    const response = await retry(order.publicId);
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      public_id: order.publicId,
      payment: { method: 'CARD', kind: 'ONLINE_PREPAID', status: 'PENDING' },
      next: { kind: 'redirect', url: expect.stringMatching(/^\/payments-sandbox\/pay\//) },
    });
    // The new card payment is pending on the provider's page: it may be left, so another try stays possible.
    expect(await statusOf(order.publicId)).toMatchObject({
      status: 'PENDING',
      can_retry: true,
      retry_methods: expect.arrayContaining(['CARD']),
    });

    const approved = await app.inject({ method: 'POST', url: `${data.next.url}/approve`, headers: FORM, payload: '' });
    expect(approved.headers.location).toBe(
      `/order-completed?public_id=${order.publicId}&payment=approved&order=${order.publicId}`,
    );
    const settled = await eventually(async () => {
      const status = await statusOf(order.publicId);
      return status.status === 'PENDING' ? undefined : status;
    });
    expect(settled).toMatchObject({ status: 'PAID', order_status: ORDER_STATUS.RECEIVED });
    const attempts = await attemptsOf(order);
    expect(attempts.map((attempt) => attempt.status)).toEqual(['CANCELED', 'PAID']);
    const placed = await database.db.select().from(orders).where(eq(orders.cartId, order.cartId));
    expect(placed).toHaveLength(1);
  });

  it('pays again with another method offered for the delivery country', async () => {
    const order = await declinedOrder();
    const response = await retry(order.publicId, { payment_method: 'BANK_TRANSFER' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      payment: { method: 'BANK_TRANSFER', kind: 'TRANSFER' },
      next: { kind: 'instructions', instructions: { reference: order.publicId } },
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.paymentMethod).toBe('BANK_TRANSFER');
  });

  it('answers a repeated Idempotency-Key with the first answer and one new attempt', async () => {
    const order = await declinedOrder();
    const first = await retry(order.publicId, {}, { key: 'same-retry-key-000000000001' });
    const again = await retry(order.publicId, {}, { key: 'same-retry-key-000000000001' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await attemptsOf(order)).toHaveLength(2);
  });

  it('refuses a paid order, or one waiting for a transfer, with 409', async () => {
    const paid = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID, paymentStatus: 'PAID' });
    const response = await retry(paid.publicId);
    expect([response.statusCode, response.json()]).toEqual([
      409,
      { success: false, error: { code: 4009, message: 'This order has no declined payment to try again' } },
    ]);
    const declined = await declinedOrder();
    await retry(declined.publicId, { payment_method: 'BANK_TRANSFER' });
    expect((await retry(declined.publicId)).statusCode).toBe(409);
    expect(await attemptsOf(paid)).toHaveLength(1);
    expect(await attemptsOf(declined)).toHaveLength(2);
  });

  it('starts another try while an online payment is still pending (its page was left)', async () => {
    const declined = await declinedOrder();
    expect((await retry(declined.publicId)).statusCode).toBe(201);
    expect(await statusOf(declined.publicId)).toMatchObject({ status: 'PENDING', can_retry: true });
    expect((await retry(declined.publicId)).statusCode).toBe(201);
    expect(await attemptsOf(declined)).toHaveLength(3);
  });

  it('answers another session exactly like a missing order, and changes nothing', async () => {
    const order = await insertStoredOrder(database.db, {
      sessionId: 'AnotherSession000000000001',
      status: ORDER_STATUS.KEPT_FOR_NON_PAYMENT,
      paymentStatus: 'CANCELED',
    });
    const foreign = await retry(order.publicId);
    const missing = await retry('NoSuchOrder');
    expect([foreign.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(foreign.json()).toEqual(missing.json());
    expect(await attemptsOf(order)).toHaveLength(1);
  });

  it("lets the order's signed-in customer pay again from another session", async () => {
    await insertSignedInSession(database.db, 'CustomerSession00000000001', 'cust-retry-1');
    const order = await insertStoredOrder(database.db, {
      sessionId: null,
      customerId: 'cust-retry-1',
      status: ORDER_STATUS.KEPT_FOR_NON_PAYMENT,
      paymentStatus: 'CANCELED',
    });
    expect((await retry(order.publicId, {}, { session: 'CustomerSession00000000001' })).statusCode).toBe(201);
  });

  it('refuses a method not offered for the delivery country with 5004 naming the field', async () => {
    const order = await declinedOrder();
    const response = await retry(order.publicId, { payment_method: 'BLIK' });
    expect([response.statusCode, response.json()]).toEqual([
      422,
      {
        success: false,
        error: {
          code: 5004,
          message: 'Choose another payment method',
          fields: [{ field: 'payment_method', message: 'PaymentMethodNotOffered' }],
        },
      },
    ]);
    expect(await attemptsOf(order)).toHaveLength(1);
  });

  it('refuses bad input with the 400 envelope: unknown method, malformed id, missing key', async () => {
    const order = await declinedOrder();
    const unknown = await retry(order.publicId, { payment_method: 'CASH' });
    const malformed = await retry('a%20b');
    const noKey = await retry(order.publicId, {}, { key: null });
    expect([unknown.statusCode, malformed.statusCode, noKey.statusCode]).toEqual([400, 400, 400]);
    expect(unknown.json()).toMatchObject({ success: false, error: { code: 4000 } });
    expect(noKey.json().error.message).toBe('The Idempotency-Key header is required');
    expect(await attemptsOf(order)).toHaveLength(1);
  });
});

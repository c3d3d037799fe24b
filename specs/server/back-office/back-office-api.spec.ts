import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { backOfficeActions, orders } from '../../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { DEMO_ORDERS } from '../../../adapters/postgres/seeds/account-orders.seed.ts';
import { formBody, signedIn, type CookieJar } from '../../support/auth-session.ts';
import { buildTestApp, EXT_SESSION_ID, openDemoDatabase, withSession } from '../../support/test-app.ts';
import { queuedJobs } from '../../support/queued-jobs.ts';

type Listed = { public_id: string; email: string; store: string; status: number; created_at: string };
type Shown = Listed & {
  payment_status: string;
  allowed: readonly { kind: string; to?: number | string }[];
  audit: readonly { administrator_id: string; action: string; detail: string }[];
  shipment: { carrier: string | null; tracking_number: string | null; events: readonly { state: string }[] } | null;
};

const NOT_FOUND = { success: false, error: { code: 4004, message: 'Not found' } };

describe('Shop API: the back office', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let ana: CookieJar;
  let admin: CookieJar;
  let keys = 0;

  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
    ana = await signedIn(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    admin = await signedIn(app, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
  });
  afterAll(() => app.close());

  const newKey = () => `back-office-spec-key-${String((keys += 1)).padStart(4, '0')}`;

  const get = (url: string, jar?: CookieJar) =>
    app.inject({ method: 'GET', url: withSession(`/shop-api/v1${url}`), headers: jar ? { cookie: jar.header() } : {} });

  const post = (url: string, fields: Record<string, string>, jar?: CookieJar, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/shop-api/v1${url}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': newKey(),
        ...(jar ? { cookie: jar.header() } : {}),
        ...headers,
      },
      payload: formBody({ ext_session_id: EXT_SESSION_ID, ...fields }),
    });

  const act = async (publicId: string, fields: Record<string, string>) => {
    const response = await post(`/back-office/orders/${publicId}/actions`, fields, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Shown }>().data;
  };

  const supportTicketId = async () => {
    const queue = await get('/back-office/tickets?status=PENDING', admin);
    return queue.json<{ data: { tickets: { public_id: string }[] } }>().data.tickets[0]?.public_id ?? '0';
  };

  it('answers a visitor and a customer the 404 envelope on every back-office endpoint, never data', async () => {
    const ticket = await supportTicketId();
    const calls = [
      (jar?: CookieJar) => get('/back-office/orders', jar),
      (jar?: CookieJar) => get(`/back-office/orders?search=${encodeURIComponent(DEMO_ACCOUNTS.customer.email)}`, jar),
      (jar?: CookieJar) => get(`/back-office/orders/${DEMO_ORDERS.received}`, jar),
      (jar?: CookieJar) => post(`/back-office/orders/${DEMO_ORDERS.received}/actions`, { action: 'cancel' }, jar),
      (jar?: CookieJar) => get('/back-office/tickets', jar),
      (jar?: CookieJar) => get(`/back-office/tickets/${ticket}`, jar),
      (jar?: CookieJar) => post(`/back-office/tickets/${ticket}/answers`, { message: 'Hello' }, jar),
      (jar?: CookieJar) => post(`/back-office/tickets/${ticket}/status`, { status: 'ARCHIVED' }, jar),
    ];
    for (const call of calls) {
      for (const jar of [undefined, ana]) {
        const response = await call(jar);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    }
    const [order] = await database.db.select().from(orders).where(eq(orders.publicId, DEMO_ORDERS.received));
    expect(order?.status).toBe(0);
  });

  it('refuses a cross-site action before it reaches the order', async () => {
    const response = await post(`/back-office/orders/${DEMO_ORDERS.received}/actions`, { action: 'cancel' }, admin, {
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, error: { code: 4003 } });
  });

  it('lists every order newest first, found by e-mail or public id, narrowed by store and status', async () => {
    const all = (await get('/back-office/orders', admin)).json<{ data: { orders: Listed[]; next: string | null } }>();
    expect(all.data.orders.length).toBeGreaterThanOrEqual(5);
    const times = all.data.orders.map((order) => Date.parse(order.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const byEmail = await get(
      `/back-office/orders?search=${encodeURIComponent('ANA@estampa.example'.toLowerCase())}`,
      admin,
    );
    const found = byEmail.json<{ data: { orders: Listed[] } }>().data.orders;
    expect(found.map((order) => order.email.toLowerCase())).toEqual(
      found.map(() => DEMO_ACCOUNTS.customer.email.toLowerCase()),
    );

    const byId = await get(`/back-office/orders?search=${DEMO_ORDERS.received.toLowerCase()}`, admin);
    expect(byId.json<{ data: { orders: Listed[] } }>().data.orders.map((order) => order.public_id)).toEqual([
      DEMO_ORDERS.received,
    ]);

    const delivered = await get('/back-office/orders?status=15&store=WPX-ES', admin);
    const deliveredOrders = delivered.json<{ data: { orders: Listed[] } }>().data.orders;
    expect(deliveredOrders.length).toBeGreaterThan(0);
    expect(deliveredOrders.every((order) => order.status === 15 && order.store === 'WPX-ES')).toBe(true);

    expect((await get('/back-office/orders?status=3', admin)).statusCode).toBe(400);
    expect((await get('/back-office/orders?date_filter=forever', admin)).statusCode).toBe(400);
  });

  it("finds orders by the start of a public id or part of the buyer's e-mail or name, from three characters", async () => {
    const publicIdsOf = async (search: string) =>
      (await get(`/back-office/orders?search=${encodeURIComponent(search)}`, admin))
        .json<{ data: { orders: Listed[] } }>()
        .data.orders.map((order) => order.public_id);
    const demo = Object.values(DEMO_ORDERS).sort();
    // Every demo order is Ana García's, placed with her e-mail address.
    expect((await publicIdsOf('es-demo')).sort()).toEqual(demo);
    expect((await publicIdsOf('GARCÍA')).sort()).toEqual(expect.arrayContaining(demo));
    const [user] = DEMO_ACCOUNTS.customer.email.split('@');
    expect((await publicIdsOf(`${user!.slice(1)}@`)).sort()).toEqual(expect.arrayContaining(demo));
    // Shorter than three characters only a whole id or address; LIKE's wildcards are taken literally.
    expect(await publicIdsOf('es')).toEqual([]);
    expect(await publicIdsOf('%%%')).toEqual([]);
    expect(await publicIdsOf('ES-DEMO000_')).toEqual([]);
  });

  it('pages by keyset: the page after an order starts with the next older one', async () => {
    const first = (await get('/back-office/orders', admin)).json<{ data: { orders: Listed[] } }>().data.orders;
    const [newest, second] = first;
    if (newest === undefined || second === undefined) throw new Error('the demo data has orders');
    const cursor = `${Date.parse(newest.created_at)}~${newest.public_id}`;
    const after = (await get(`/back-office/orders?after=${encodeURIComponent(cursor)}`, admin)).json<{
      data: { orders: Listed[] };
    }>().data.orders;
    expect(after[0]?.public_id).toBe(second.public_id);
    expect(after.map((order) => order.public_id)).not.toContain(newest.public_id);
  });

  it("offers only the moves the order's rules allow, and refuses any other with 409", async () => {
    const shown = (await get(`/back-office/orders/${DEMO_ORDERS.received}`, admin)).json<{ data: Shown }>().data;
    expect(shown.allowed).toEqual(
      expect.arrayContaining([{ kind: 'advance-order', to: 4 }, { kind: 'confirm-payment' }, { kind: 'cancel' }]),
    );
    // Production waits for the transfer, and the parcel sets off only once shipped with a tracking number.
    expect(shown.allowed).not.toContainEqual({ kind: 'advance-order', to: 1 });
    expect(shown.allowed).not.toContainEqual({ kind: 'advance-shipment', to: 'ON_ROUTE' });
    const early = await post(
      `/back-office/orders/${DEMO_ORDERS.received}/actions`,
      { action: 'advance-order', to: '1' },
      admin,
    );
    expect(early.statusCode).toBe(409);
    const skipped = await post(
      `/back-office/orders/${DEMO_ORDERS.received}/actions`,
      { action: 'advance-order', to: '15' },
      admin,
    );
    expect(skipped.json()).toEqual({
      success: false,
      error: { code: 4009, message: 'An order cannot go from RECEIVED to DELIVERED' },
    });
    const online = await post(
      `/back-office/orders/${DEMO_ORDERS.shipped}/actions`,
      { action: 'confirm-payment' },
      admin,
    );
    expect(online.statusCode).toBe(409);
  });

  it('acts once for a doubled request with the same Idempotency-Key, and records who did what', async () => {
    const send = () =>
      post(`/back-office/orders/${DEMO_ORDERS.received}/actions`, { action: 'confirm-payment' }, admin, {
        'idempotency-key': 'back-office-double-click-0001',
      });
    const [first, second] = [await send(), await send()];
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const shown = first.json<{ data: Shown }>().data;
    expect(shown.payment_status).toBe('PAID');
    expect(shown.allowed).toContainEqual({ kind: 'advance-order', to: 1 });
    // A paid order is never offered the hold for non-payment.
    expect(shown.allowed).not.toContainEqual({ kind: 'advance-order', to: 4 });
    const [order] = await database.db.select().from(orders).where(eq(orders.publicId, DEMO_ORDERS.received));
    const audit = await database.db
      .select()
      .from(backOfficeActions)
      .where(eq(backOfficeActions.orderId, order?.id ?? ''));
    expect(audit.map((row) => row.action)).toEqual(['confirm-payment']);
    expect(shown.audit).toMatchObject([{ action: 'confirm-payment', detail: '' }]);
    expect(shown.audit[0]?.administrator_id).not.toBe('');
  });

  const refusedFields = (response: { statusCode: number; json: () => unknown }) => ({
    status: response.statusCode,
    body: response.json(),
  });

  it('moves a paid order from received to delivered, step by step, and the tracking follows', async () => {
    for (const to of ['1', '13', '8']) await act(DEMO_ORDERS.received, { action: 'advance-order', to });
    const packed = (await get(`/back-office/orders/${DEMO_ORDERS.received}`, admin)).json<{ data: Shown }>().data;
    expect(packed.allowed).toContainEqual({ kind: 'ship' });
    expect(packed.allowed).not.toContainEqual({ kind: 'advance-order', to: 9 });
    const url = `/back-office/orders/${DEMO_ORDERS.received}/actions`;
    const invalid = (message: string) => ({
      status: 422,
      body: {
        success: false,
        error: { code: 5004, message: 'Some fields are not valid', fields: [{ field: 'tracking_number', message }] },
      },
    });
    expect(refusedFields(await post(url, { action: 'ship', carrier: 'CORREOS' }, admin))).toEqual(invalid('Required'));
    expect(
      refusedFields(await post(url, { action: 'ship', carrier: 'CORREOS', tracking_number: '  ' }, admin)),
    ).toEqual(invalid('Required'));
    expect(
      refusedFields(await post(url, { action: 'ship', carrier: 'CORREOS', tracking_number: '12345678' }, admin)),
    ).toEqual(invalid('TrackingNumberFormat'));
    expect(refusedFields(await post(url, { action: 'advance-order', to: '9' }, admin))).toEqual(invalid('Required'));
    const garbage = await post(url, { action: 'ship', carrier: 'CORREOS', tracking_number: 'x'.repeat(500) }, admin);
    expect(garbage.statusCode).toBe(400);
    const shipping = { action: 'ship', carrier: 'CORREOS', tracking_number: 'PQ4F6P0701234560128001D' };
    for (const jar of [undefined, ana]) expect((await post(url, shipping, jar)).json()).toEqual(NOT_FOUND);
    expect((await queuedJobs(database, 'order-shipped-mail', DEMO_ORDERS.received)).length).toBe(0);
    const shipped = await act(DEMO_ORDERS.received, shipping);
    expect(shipped).toMatchObject({
      status: 9,
      shipment: { carrier: 'CORREOS', tracking_number: 'PQ4F6P0701234560128001D' },
    });
    expect(shipped.audit[0]).toMatchObject({ action: 'ship', detail: 'CORREOS PQ4F6P0701234560128001D' });
    expect(await queuedJobs(database, 'order-shipped-mail', DEMO_ORDERS.received)).toHaveLength(1);
    // Shipped once: shipping again is refused, and nothing more is queued.
    expect((await post(url, shipping, admin)).statusCode).toBe(409);
    expect(await queuedJobs(database, 'order-shipped-mail', DEMO_ORDERS.received)).toHaveLength(1);
    for (const to of ['ON_DELIVERY', 'DELIVERED']) await act(DEMO_ORDERS.received, { action: 'advance-shipment', to });
    const delivered = await act(DEMO_ORDERS.received, { action: 'advance-order', to: '15' });
    expect(delivered.status).toBe(15);
    expect(delivered.allowed).toEqual([]);
    expect(delivered.shipment?.events.map((event) => event.state)).toEqual([
      'PROCESSING',
      'ON_ROUTE',
      'ON_DELIVERY',
      'DELIVERED',
    ]);
    const tracking = await get(
      `/tracking?public_id=${DEMO_ORDERS.received}&shipment_postal_code=28013&shipment_country=ES`,
      admin,
    );
    expect(tracking.body).toContain('DELIVERED');
    expect(tracking.json()).toMatchObject({
      data: { shipment: { carrier: 'CORREOS', tracking_number: 'PQ4F6P0701234560128001D' } },
    });
  });

  it('answers a ticket as support and resolves it, mails the customer, and archives it', async () => {
    const id = await supportTicketId();
    const opened = await get(`/back-office/tickets/${id}`, admin);
    expect(opened.statusCode).toBe(200);
    const answered = await post(
      `/back-office/tickets/${id}/answers`,
      { message: 'We have it in hand.', resolve: 'true' },
      admin,
    );
    expect(answered.json()).toMatchObject({
      success: true,
      data: { customer_notified: true, ticket: { status: 'RESOLVED' } },
    });
    const archived = await post(`/back-office/tickets/${id}/status`, { status: 'ARCHIVED' }, admin);
    expect(archived.json()).toMatchObject({ success: true, data: { status: 'ARCHIVED' } });
    expect((await post(`/back-office/tickets/${id}/status`, { status: 'RESOLVED' }, admin)).statusCode).toBe(409);
  });
});

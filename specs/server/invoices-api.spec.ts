import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { postgresAccountHistory } from '../../adapters/postgres/postgres-account-history.ts';
import { postgresCustomerRepository } from '../../adapters/postgres/postgres-customer-repository.ts';
import { customers, orders } from '../../adapters/postgres/schema/index.ts';
import { DEMO_ORDERS } from '../../adapters/postgres/seeds/account-orders.seed.ts';
import { DEMO_ACCOUNTS } from '../../adapters/postgres/seeds/accounts.seed.ts';
import type { CustomerId } from '../../core/domain/customers/customer.ts';
import { signedIn, type CookieJar } from '../support/auth-session.ts';
import { anOrderRow } from '../support/stored-orders.ts';
import { buildTestApp, openDemoDatabase, withSession } from '../support/test-app.ts';

const API = '/shop-api/v1/accounts';
const ANA = DEMO_ACCOUNTS.customer;
// Another customer of the shop, as far as Ana's orders are concerned.
const BEA = DEMO_ACCOUNTS.administrator;

const pdfText = async (body: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;

describe("Shop API: the customer's orders and invoices", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let ana: CookieJar;
  let bea: CookieJar;
  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
    ana = await signedIn(app, ANA.email, ANA.password);
    bea = await signedIn(app, BEA.email, BEA.password);
  });
  afterAll(() => app.close());

  const get = (path: string, jar?: CookieJar) =>
    app.inject({ method: 'GET', url: withSession(`${API}${path}`), headers: jar ? { cookie: jar.header() } : {} });
  const invoice = (publicId: string, jar?: CookieJar) => get(`/orders/${publicId}/invoice`, jar);

  it("downloads a paid order's invoice as a PDF naming the order, its number and its total", async () => {
    const response = await invoice(DEMO_ORDERS.delivered, ana);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const number = /filename="(WPX-ES-\d{4}-\d{6})\.pdf"/.exec(String(response.headers['content-disposition']))?.[1];
    expect(number).toBeDefined();
    const detail = (await get(`/orders/${DEMO_ORDERS.delivered}`, ana)).json<{ data: { total: { amount: number } } }>();
    const total = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(
      detail.data.total.amount / 100,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(DEMO_ORDERS.delivered);
    expect(text).toContain(String(number));
    expect(text.replace(/\s/g, ' ')).toContain(total.replace(/\s/g, ' '));
  });

  it('gives the same bytes on every download', async () => {
    const first = await invoice(DEMO_ORDERS.delivered, ana);
    const second = await invoice(DEMO_ORDERS.delivered.toLowerCase(), ana);
    expect(second.statusCode).toBe(200);
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
  });

  it('numbers invoices one after the other per store and year, once per order even when asked twice at once', async () => {
    const numberOf = (response: { headers: Record<string, unknown> }) =>
      /filename="(.+)\.pdf"/.exec(String(response.headers['content-disposition']))?.[1] ?? '';
    const [a, b, again] = await Promise.all([
      invoice(DEMO_ORDERS.shipped, ana),
      invoice(DEMO_ORDERS.lastYear, ana),
      invoice(DEMO_ORDERS.shipped, ana),
    ]);
    expect([a.statusCode, b.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(numberOf(again)).toBe(numberOf(a));
    expect(numberOf(b)).not.toBe(numberOf(a));
    const sequences = [numberOf(a), numberOf(b)].map((n) => Number(n.slice(-6))).sort((x, y) => x - y);
    expect(sequences[1]).toBe((sequences[0] ?? 0) + 1);
  });

  it("serves the same PDF at the site's root for the page's download link, to its owner alone", async () => {
    const download = (jar: CookieJar) =>
      app.inject({
        method: 'GET',
        url: `/accounts/orders/${DEMO_ORDERS.delivered}/invoice`,
        headers: { cookie: jar.header() },
      });
    const api = await invoice(DEMO_ORDERS.delivered, ana);
    const root = await download(ana);
    expect(root.statusCode).toBe(200);
    expect(Buffer.compare(root.rawPayload, api.rawPayload)).toBe(0);
    expect((await download(bea)).statusCode).toBe(404);
  });

  it('has no invoice before the order is paid', async () => {
    const response = await invoice(DEMO_ORDERS.received, ana);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 4009, message: 'The order has no invoice until it is paid' },
    });
  });

  it("answers another customer's order and its invoice with 404, exactly like ones that do not exist", async () => {
    const foreignInvoice = await invoice(DEMO_ORDERS.delivered, bea);
    const missingInvoice = await invoice('ES-NOTHING1', bea);
    expect(foreignInvoice.statusCode).toBe(404);
    expect(foreignInvoice.body).toBe(missingInvoice.body);
    expect(foreignInvoice.json()).toMatchObject({ success: false, error: { code: 4004 } });
    const foreignOrder = await get(`/orders/${DEMO_ORDERS.delivered}`, bea);
    expect(foreignOrder.statusCode).toBe(404);
    expect(foreignOrder.body).toBe((await get('/orders/ES-NOTHING1', bea)).body);
    const listed = (await get('/orders', bea)).json<{ data: { public_id: string }[] }>().data.map((o) => o.public_id);
    expect(listed).not.toContain(DEMO_ORDERS.delivered);
  });

  it('asks a visitor who is not signed in to sign in, and refuses a malformed order number', async () => {
    expect((await invoice(DEMO_ORDERS.delivered)).statusCode).toBe(401);
    expect((await invoice('bad*id', ana)).statusCode).toBe(400);
  });

  it("lists the customer's orders newest first, kept by the spec's date filter", async () => {
    const listed = async (filter: string) =>
      (await get(`/orders?date_filter=${filter}`, ana))
        .json<{ data: { public_id: string }[] }>()
        .data.map((o) => o.public_id);
    const all = await listed('without');
    expect(all.slice(0, 3)).toEqual([DEMO_ORDERS.declined, DEMO_ORDERS.shipped, DEMO_ORDERS.delivered]);
    expect(await listed('thirty_days')).toEqual([DEMO_ORDERS.declined, DEMO_ORDERS.shipped]);
    expect(await listed('three_months')).toEqual(expect.arrayContaining([DEMO_ORDERS.shipped, DEMO_ORDERS.delivered]));
    expect(await listed('last_year')).toEqual([DEMO_ORDERS.lastYear]);
    expect(await listed('this_year')).not.toContain(DEMO_ORDERS.lastYear);
    const refused = await get('/orders?date_filter=yesterday', ana);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, error: { code: 4000 } });
  });

  it('adds the guest orders placed with an address to the account once that address is verified', async () => {
    const db = database.db;
    await db.insert(customers).values({ id: 'cleo', email: 'cleo@estampa.example' });
    await db
      .insert(orders)
      .values([
        anOrderRow({ id: 'guest-cleo', customerId: null, email: 'Cleo@Estampa.example' }),
        anOrderRow({ id: 'guest-other', customerId: null, email: 'other@estampa.example' }),
        anOrderRow({ id: 'bea-own', customerId: BEA.id, email: 'cleo@estampa.example' }),
      ]);
    const history = postgresAccountHistory(db);
    const ordersOfCleo = async () =>
      (await history.ordersOf('cleo' as CustomerId))._unsafeUnwrap().map((order) => order.publicId);
    expect(await ordersOfCleo()).toEqual([]);
    await postgresCustomerRepository(db).markEmailVerified('cleo' as CustomerId, Date.now());
    expect(await ordersOfCleo()).toEqual(['P-guest-cleo']);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { customers, orderLines, orders, tickets } from '../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_SAVED_DESIGNS } from '../../adapters/postgres/seeds/accounts.seed.ts';
import { formBody, signedIn, type CookieJar } from '../support/auth-session.ts';
import { anOrderRow } from '../support/stored-orders.ts';
import { buildTestApp, openDemoDatabase, EXT_SESSION_ID, withSession } from '../support/test-app.ts';

const API = '/shop-api/v1/accounts';
const ANA = DEMO_ACCOUNTS.customer;
const ADMIN = DEMO_ACCOUNTS.administrator;
/** The profile's fields of a private customer without a birth date. */
const PERSON = { customer_type: 'PERSON', company_name: '', vat_id: '', birth_date: '' };

/** A shipped 25 EUR order of `customerId`'s. */
const anOrder = (id: string, customerId: string) =>
  anOrderRow({
    id,
    customerId,
    email: 'x@estampa.example',
    status: 9,
    subtotalMinor: 2000,
    shippingMinor: 500,
    totalMinor: 2500,
  });

const aTicket = (id: string, customerId: string) => ({
  id,
  publicId: `T-${id}`,
  customerId,
  email: 'x@estampa.example',
  name: 'X',
  subject: `About ${id}`,
  contactType: 'helpCenter',
  status: 'PENDING',
  store: 'WPX-ES',
});

describe('Shop API: accounts', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let ana: CookieJar;
  let admin: CookieJar;
  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
    const db = database.db;
    await db.insert(customers).values({ id: 'bea', email: 'bea@estampa.example' });
    await db.insert(orders).values([anOrder('ana-1', ANA.id), anOrder('bea-1', 'bea'), anOrder('adm-1', ADMIN.id)]);
    await db.insert(orderLines).values({
      id: 'l1',
      orderId: 'ana-1',
      articleId: 1,
      designId: 'd0001',
      name: 'Mug',
      quantity: 2,
      unitPriceMinor: 1000,
    });
    await db.insert(tickets).values([aTicket('ana-t', ANA.id), aTicket('bea-t', 'bea')]);
    ana = await signedIn(app, ANA.email, ANA.password);
    admin = await signedIn(app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => app.close());

  const get = (path: string, jar?: CookieJar) =>
    app.inject({ method: 'GET', url: withSession(`${API}${path}`), headers: jar ? { cookie: jar.header() } : {} });

  const send = (
    method: 'PUT' | 'DELETE',
    path: string,
    jar: CookieJar | undefined,
    fields: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `${API}${path}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(jar ? { cookie: jar.header() } : {}),
        ...headers,
      },
      payload: formBody({ ext_session_id: EXT_SESSION_ID, ...fields }),
    });

  const errorOf = (response: { json: <T>() => T }) =>
    response.json<{ error: { code: number; message: string } }>().error;

  describe('without a session', () => {
    it.each(['/profile', '/designs', '/orders', '/orders/P-ana-1', '/tickets'])(
      'answers GET %s with 401 SessionRequired',
      async (path) => {
        const response = await get(path);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, error: { code: 4001, message: 'SessionRequired' } });
      },
    );

    it('answers a write with 401 too', async () => {
      expect((await send('PUT', '/designs/d0002', undefined)).statusCode).toBe(401);
    });

    it('refuses a forged session cookie as no session', async () => {
      const forged = await app.inject({
        method: 'GET',
        url: withSession(`${API}/profile`),
        headers: { cookie: 'authjs.session-token=not.a.real.token' },
      });
      expect(forged.statusCode).toBe(401);
    });
  });

  describe('profile', () => {
    it("shows the customer's own profile, privately", async () => {
      const response = await get('/profile', ana);
      expect(response.json()).toEqual({
        success: true,
        data: {
          email: ANA.email,
          first_name: 'Ana',
          last_name: 'García',
          phone: '+34600123456',
          locale: 'es',
          account_type: 'customer',
          customer_type: 'PERSON',
          company_name: null,
          vat_id: null,
          birth_date: null,
        },
      });
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('updates names, phone and locale', async () => {
      const response = await send('PUT', '/profile', ana, {
        first_name: 'Ana María',
        last_name: 'García',
        phone: '612 345 678',
        locale: 'en',
        ...PERSON,
      });
      expect(response.json()).toMatchObject({
        success: true,
        data: { first_name: 'Ana María', phone: '+34612345678', locale: 'en' },
      });
      expect((await get('/profile', ana)).json()).toMatchObject({ data: { first_name: 'Ana María' } });
    });

    it('keeps a company with its VAT id prefixed by the store country and an adult birth date, and drops them for a person', async () => {
      const company = await send('PUT', '/profile', ana, {
        first_name: 'Ana',
        last_name: 'García',
        phone: '',
        locale: 'es',
        customer_type: 'COMPANY',
        company_name: 'Estudi Ana SL',
        vat_id: 'B-12345674',
        birth_date: '1990-3-7',
      });
      expect(company.json()).toMatchObject({
        success: true,
        data: {
          customer_type: 'COMPANY',
          company_name: 'Estudi Ana SL',
          vat_id: 'ESB12345674',
          birth_date: '1990-03-07',
        },
      });
      const person = await send('PUT', '/profile', ana, {
        first_name: 'Ana',
        last_name: 'García',
        phone: '',
        locale: 'es',
        ...PERSON,
        company_name: 'Estudi Ana SL',
        vat_id: 'B-12345674',
      });
      expect((await get('/profile', ana)).json()).toMatchObject({
        data: { customer_type: 'PERSON', company_name: null, vat_id: null, birth_date: null },
      });
      expect(person.statusCode).toBe(200);
    });

    it('answers invalid fields with 422 and 5004, naming the request fields', async () => {
      const response = await send('PUT', '/profile', ana, {
        first_name: '',
        last_name: 'R2D2',
        phone: '12',
        locale: 'xx',
        customer_type: 'COMPANY',
        company_name: '',
        vat_id: 'ESB12345678',
        birth_date: '2030-01-01',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        error: {
          code: 5004,
          message: 'Some fields are not valid',
          fields: [
            { field: 'first_name', message: 'Required' },
            { field: 'last_name', message: 'Invalid' },
            { field: 'phone', message: 'Invalid' },
            { field: 'locale', message: 'Invalid' },
            { field: 'company_name', message: 'Required' },
            { field: 'vat_id', message: 'Invalid' },
            { field: 'birth_date', message: 'TooYoung' },
          ],
        },
      });
    });

    it('refuses a missing field, a huge value, a missing ext_session_id and a cross-site write with 4xx', async () => {
      const missing = await send('PUT', '/profile', ana, { first_name: 'Ana' });
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).message).toContain('last_name');
      const huge = await send('PUT', '/profile', ana, {
        first_name: 'A'.repeat(10_000),
        last_name: 'García',
        phone: '',
        locale: '',
        ...PERSON,
      });
      expect(huge.statusCode).toBe(400);
      const noSession = await app.inject({ method: 'GET', url: `${API}/profile`, headers: { cookie: ana.header() } });
      expect(noSession.statusCode).toBe(400);
      const crossSite = await send(
        'PUT',
        '/profile',
        ana,
        { first_name: 'A', last_name: 'B', phone: '', locale: '', ...PERSON },
        {
          'sec-fetch-site': 'cross-site',
        },
      );
      expect(crossSite.statusCode).toBe(403);
    });
  });

  describe('saved designs', () => {
    it('lists the demo saved designs, saves another once however often, and removes it', async () => {
      const listed = (await get('/designs', ana)).json<{ data: { id: string }[] }>().data;
      expect(listed.map((d) => d.id).sort()).toEqual([...DEMO_SAVED_DESIGNS].sort());
      await send('PUT', '/designs/d0002', ana);
      const saved = await send('PUT', '/designs/d0002', ana);
      expect(saved.json<{ data: { id: string }[] }>().data.filter((d) => d.id === 'd0002')).toHaveLength(1);
      const removed = await send('DELETE', '/designs/d0002', ana);
      expect(removed.json<{ data: { id: string }[] }>().data.map((d) => d.id)).not.toContain('d0002');
    });

    it('answers 404 for an unknown design or one not saved, 400 for a malformed id', async () => {
      expect(errorOf(await send('PUT', '/designs/d9999', ana))).toEqual({ code: 4004, message: 'No such design' });
      expect((await send('DELETE', '/designs/d0100', ana)).statusCode).toBe(404);
      expect((await send('PUT', '/designs/bad%20id', ana)).statusCode).toBe(400);
    });

    it("keeps one customer's saved designs from another", async () => {
      const listed = (await get('/designs', admin)).json<{ data: unknown[] }>().data;
      expect(listed).toEqual([]);
    });
  });

  describe('orders and tickets', () => {
    it("lists only the customer's own orders, and opens one with its lines", async () => {
      const listed = (await get('/orders', ana)).json<{ data: { public_id: string }[] }>().data.map((o) => o.public_id);
      expect(listed).toContain('P-ana-1');
      expect(listed).not.toContain('P-bea-1');
      expect(listed).not.toContain('P-adm-1');
      expect((await get('/orders/P-ana-1', ana)).json()).toMatchObject({
        success: true,
        data: { public_id: 'P-ana-1', status: 9, item_count: 2, lines: [{ name: 'Mug', quantity: 2 }] },
      });
    });

    it("answers another customer's order with 404, exactly like a missing one", async () => {
      const foreign = await get('/orders/P-bea-1', ana);
      const missing = await get('/orders/P-nothing', ana);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).toBe(missing.body);
      expect((await get('/orders/bad*id', ana)).statusCode).toBe(400);
    });

    it("lists the customer's own tickets (the demo ones included), never another customer's", async () => {
      const listed = (await get('/tickets', ana))
        .json<{ data: { public_id: string }[] }>()
        .data.map((t) => t.public_id);
      expect(listed).toContain('T-ana-t');
      expect(listed).not.toContain('T-bea-t');
      expect(
        (await get('/tickets', admin)).json<{ data: { public_id: string }[] }>().data.map((t) => t.public_id),
      ).not.toContain('T-ana-t');
    });
  });

  it('keeps no administrator lists under the account: they are the back office desks now', async () => {
    for (const path of ['/invoices', '/commissions', '/designs-admin?page=1&page_size=10']) {
      expect((await get(path, admin)).statusCode, path).toBe(404);
      expect((await get(path, ana)).statusCode, path).toBe(404);
    }
  });
});

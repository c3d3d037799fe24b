import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { customerAddresses, customers, mailOutbox } from '../../adapters/postgres/schema/index.ts';
import { cookieJar, formBody, signedIn, type CookieJar } from '../support/auth-session.ts';
import { buildTestApp, EXT_SESSION_ID, openDemoDatabase, withSession } from '../support/test-app.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const NOT_FOUND = { success: false, error: { code: 4004, message: 'No such address in this account' } };
const HOME = {
  line1: 'Calle Mayor 1',
  line2: '',
  postal_code: '28013',
  city: 'Madrid',
  country: 'ES',
  default_billing: 'true',
  default_shipping: 'true',
};

describe("Shop API: the customer's address book", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let anna: CookieJar;
  let bruno: CookieJar;

  const newAccount = async (email: string, password: string): Promise<CookieJar> => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: FORM,
      payload: formBody({ email, password, firstName: 'Pau', lastName: 'Vila' }),
    });
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt));
    const link = new URL(mail?.link ?? '');
    await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    return signedIn(app, email, password);
  };

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, jar: CookieJar, fields = {}) =>
    app.inject({
      method,
      url: method === 'GET' ? withSession(`/shop-api/v1${url}`) : `/shop-api/v1${url}`,
      headers: { ...(method === 'GET' ? {} : FORM), cookie: jar.header() },
      ...(method === 'GET' ? {} : { payload: formBody({ ext_session_id: EXT_SESSION_ID, ...fields }) }),
    });

  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
    anna = await newAccount('anna.addresses@estampa.example', 'anna has a long password');
    bruno = await newAccount('bruno.addresses@estampa.example', 'bruno has a long password');
    const saved = await call('PUT', '/accounts/addresses/anna-home-0001', anna, HOME);
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => app.close());

  it('keeps an address under the id the browser chose, with its defaults; saving it again changes nothing twice', async () => {
    const again = await call('PUT', '/accounts/addresses/anna-home-0001', anna, HOME);
    expect(again.json()).toEqual({
      success: true,
      data: [
        {
          id: 'anna-home-0001',
          line1: 'Calle Mayor 1',
          line2: null,
          postal_code: '28013',
          city: 'Madrid',
          country: 'ES',
          is_default_billing: true,
          is_default_shipping: true,
        },
      ],
    });
    expect(again.headers['cache-control']).toBe('private, no-store');
  });

  it("refuses what checkout would refuse, as fields named like the request's", async () => {
    const response = await call('PUT', '/accounts/addresses/anna-bad-0001', anna, {
      ...HOME,
      postal_code: '2801',
      city: ' ',
      country: 'US',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: {
        code: 5004,
        fields: [
          { field: 'city', message: 'Required' },
          { field: 'country', message: 'CountryNotShipped' },
        ],
      },
    });
    const wrongPostalCode = await call('PUT', '/accounts/addresses/anna-bad-0001', anna, {
      ...HOME,
      postal_code: '2801',
    });
    expect(wrongPostalCode.json()).toMatchObject({
      error: { fields: [{ field: 'postal_code', message: 'InvalidPostalCode' }] },
    });
  });

  it('moves a default to the address that takes it', async () => {
    const response = await call('PUT', '/accounts/addresses/anna-work-0001', anna, {
      ...HOME,
      line1: 'Gran Vía 2',
      default_billing: 'false',
      default_shipping: 'true',
    });
    const book = response.json<{ data: { id: string; is_default_billing: boolean; is_default_shipping: boolean }[] }>();
    expect(
      book.data.map(({ id, is_default_billing, is_default_shipping }) => [id, is_default_billing, is_default_shipping]),
    ).toEqual([
      ['anna-home-0001', true, false],
      ['anna-work-0001', false, true],
    ]);
  });

  describe("another customer's address is a 404 with the envelope, never its data", () => {
    it.each([
      ['GET', '/accounts/addresses/anna-home-0001'],
      ['PUT', '/accounts/addresses/anna-home-0001'],
      ['DELETE', '/accounts/addresses/anna-home-0001'],
    ] as const)('%s %s', async (method, url) => {
      const response = await call(method, url, bruno, { ...HOME, line1: 'Taken over' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect(response.body).not.toContain('Mayor');
    });

    it("lists none of Anna's addresses for Bruno and leaves hers as they were", async () => {
      expect((await call('GET', '/accounts/addresses', bruno)).json()).toEqual({ success: true, data: [] });
      const annas = await call('GET', '/accounts/addresses/anna-home-0001', anna);
      expect(annas.json()).toMatchObject({ data: { line1: 'Calle Mayor 1' } });
    });
  });

  it('answers without a session with 401, and a malformed id with 400', async () => {
    const anonymous = await call('GET', '/accounts/addresses', cookieJar());
    expect(anonymous.statusCode).toBe(401);
    const malformed = await call('GET', '/accounts/addresses/short', anna);
    expect(malformed.statusCode).toBe(400);
  });

  it('deletes an address once; a second delete finds nothing', async () => {
    const first = await call('DELETE', '/accounts/addresses/anna-work-0001', anna);
    expect(first.json()).toMatchObject({ data: [{ id: 'anna-home-0001' }] });
    const second = await call('DELETE', '/accounts/addresses/anna-work-0001', anna);
    expect(second.statusCode).toBe(404);
  });

  it('holds at most 20 addresses', async () => {
    for (let n = 0; n < 20; n += 1) {
      await call('PUT', `/accounts/addresses/bruno-${String(n).padStart(4, '0')}`, bruno, {
        ...HOME,
        default_billing: 'false',
        default_shipping: 'false',
      });
    }
    const full = await call('PUT', '/accounts/addresses/bruno-0020', bruno, HOME);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: { code: 4009 } });
  });

  it('puts the addresses in the data export and erases them with the account', async () => {
    // The export downloads from the site's root with the sign-in cookie alone.
    const exported = await app.inject({
      method: 'GET',
      url: '/accounts/data-export',
      headers: { cookie: anna.header() },
    });
    expect(JSON.parse(exported.body)).toMatchObject({ addresses: [{ id: 'anna-home-0001', line1: 'Calle Mayor 1' }] });
    const [account] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'anna.addresses@estampa.example'));
    const deleted = await call('DELETE', '/accounts/account', anna, { password: 'anna has a long password' });
    expect(deleted.statusCode).toBe(200);
    const left = await database.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, account?.id ?? ''));
    expect(left).toEqual([]);
  });
});

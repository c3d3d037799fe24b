import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { customers, mailOutbox, orders, ticketMessages, tickets } from '../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../adapters/postgres/seeds/accounts.seed.ts';
import { cookieJar, formBody, signedIn, signInWithPassword, type CookieJar } from '../support/auth-session.ts';
import sharp from 'sharp';
import { multipartBody } from '../support/multipart.ts';
import { anOrderRow } from '../support/stored-orders.ts';
import { buildTestApp, EXT_SESSION_ID, openDemoDatabase, withSession } from '../support/test-app.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const ADMIN = DEMO_ACCOUNTS.administrator;
const NOT_FOUND = { success: false, error: { code: 4004, message: expect.any(String) } };

describe('Shop API: the customer looks after their own account', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;

  /** A confirmed account with a password, signed in. */
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

  const idOf = async (email: string) =>
    (await database.db.select().from(customers).where(eq(customers.email, email)))[0]?.id ?? '';

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, jar: CookieJar, fields = {}) =>
    app.inject({
      method,
      url: method === 'GET' ? withSession(`/shop-api/v1${url}`) : `/shop-api/v1${url}`,
      headers: { ...(method === 'GET' ? {} : FORM), cookie: jar.header() },
      ...(method === 'GET' ? {} : { payload: formBody({ ext_session_id: EXT_SESSION_ID, ...fields }) }),
    });

  /** The attachment and the data export download from the site's root with the sign-in cookie alone. */
  const download = (url: string, jar: CookieJar) =>
    app.inject({ method: 'GET', url, headers: { cookie: jar.header() } });

  let anna: CookieJar;
  let bruno: CookieJar;
  let admin: CookieJar;
  const ANNAS_TICKET = '4000000001';
  let PNG: Buffer;

  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
    anna = await newAccount('anna.owner@estampa.example', 'anna has a long password');
    bruno = await newAccount('bruno.other@estampa.example', 'bruno has a long password');
    admin = await signedIn(app, ADMIN.email, ADMIN.password);
    const annaId = await idOf('anna.owner@estampa.example');
    PNG = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const body = multipartBody([
      { name: 'img', fileName: 'chipped.png', contentType: 'image/png', bytes: PNG },
      { name: 'ext_session_id', value: EXT_SESSION_ID },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/images/upload',
      headers: body.headers,
      payload: body.payload,
    });
    const attachment = upload.json<{ data: { id: string } }>().data.id;
    await database.db.insert(tickets).values({
      id: 'anna-ticket',
      publicId: ANNAS_TICKET,
      customerId: annaId,
      email: 'anna.owner@estampa.example',
      name: 'Anna',
      subject: 'My mug arrived chipped',
      contactType: 'helpCenter',
      status: 'PENDING',
      store: 'WPX-ES',
      attachmentId: attachment,
    });
    await database.db
      .insert(ticketMessages)
      .values({ id: 'anna-m1', ticketId: 'anna-ticket', author: 'customer', body: 'Here is a photo' });
    await database.db
      .insert(orders)
      .values(anOrderRow({ id: 'anna-order', customerId: annaId, email: 'anna.owner@estampa.example' }));
  });
  afterAll(() => app.close());

  describe("another customer's ticket is a 404 with the envelope, never its data", () => {
    it.each([
      ['GET', `/tickets/${ANNAS_TICKET}`],
      ['POST', `/tickets/${ANNAS_TICKET}/replies`],
      ['POST', `/tickets/${ANNAS_TICKET}/resolve`],
      ['POST', `/tickets/${ANNAS_TICKET}/archive`],
    ] as const)('%s %s', async (method, url) => {
      const response = await call(method, url, bruno, { message: 'Let me in' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect(response.body).not.toContain('chipped');
    });

    it("leaves Anna's ticket as it was", async () => {
      const response = await call('GET', `/tickets/${ANNAS_TICKET}`, anna);
      expect(response.json()).toMatchObject({ data: { status: 'PENDING', messages: [{ body: 'Here is a photo' }] } });
    });
  });

  it("answers another customer 404 with the envelope for Anna's attachment", async () => {
    const response = await download(`/tickets/${ANNAS_TICKET}/attachment`, bruno);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('gives the attachment to its owner and to support, as a download', async () => {
    for (const jar of [anna, admin]) {
      const response = await download(`/tickets/${ANNAS_TICKET}/attachment`, jar);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="ticket-${ANNAS_TICKET}.png"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload).toEqual(PNG);
    }
  });

  it('lets the owner mark the ticket resolved; a reply opens it again', async () => {
    const resolved = await call('POST', `/tickets/${ANNAS_TICKET}/resolve`, anna);
    expect(resolved.json()).toMatchObject({ data: { status: 'RESOLVED' } });
    const reply = await call('POST', `/tickets/${ANNAS_TICKET}/replies`, anna, { message: 'It broke again' });
    expect(reply.json()).toMatchObject({ data: { status: 'PENDING' } });
  });

  it("exports only the asking customer's own data", async () => {
    const mine = await download('/accounts/data-export', anna);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    const data = mine.json();
    expect(data).toMatchObject({
      profile: { email: 'anna.owner@estampa.example', first_name: 'Pau' },
      orders: [{ public_id: 'P-anna-order' }],
      tickets: [{ public_id: ANNAS_TICKET, messages: [{ body: 'Here is a photo' }, { body: 'It broke again' }] }],
    });
    const theirs = (await download('/accounts/data-export', bruno)).json();
    expect(theirs).toMatchObject({ profile: { email: 'bruno.other@estampa.example' }, orders: [], tickets: [] });
    expect(JSON.stringify(theirs)).not.toContain('anna');
  });

  it('answers the export without a session with 401', async () => {
    const response = await download('/accounts/data-export', cookieJar());
    expect(response.statusCode).toBe(401);
  });

  describe('changing the password', () => {
    const EMAIL = 'carla.changes@estampa.example';
    const FIRST = 'carla has a long password';
    const SECOND = 'carla picked a better one';

    it('refuses a wrong current password and a too-short new one as fields, changing nothing', async () => {
      const jar = await newAccount(EMAIL, FIRST);
      const wrong = await call('PUT', '/accounts/password', jar, {
        current_password: 'not my password at all',
        new_password: SECOND,
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({
        error: { code: 5004, fields: [{ field: 'current_password', message: 'WrongPassword' }] },
      });
      const short = await call('PUT', '/accounts/password', jar, { current_password: FIRST, new_password: 'short' });
      expect(short.json()).toMatchObject({ error: { code: 5004, fields: [{ field: 'new_password' }] } });
      expect((await call('GET', '/accounts/profile', jar)).statusCode).toBe(200);
    });

    it('signs out every session signed in before, on every request; the new password signs in', async () => {
      const here = await signedIn(app, EMAIL, FIRST);
      const elsewhere = await signedIn(app, EMAIL, FIRST);
      const changed = await call('PUT', '/accounts/password', here, { current_password: FIRST, new_password: SECOND });
      expect(changed.statusCode).toBe(200);
      for (const jar of [here, elsewhere]) {
        expect((await call('GET', '/accounts/profile', jar)).statusCode).toBe(401);
        const session = await app.inject({
          method: 'GET',
          url: '/api/auth/session',
          headers: { cookie: jar.header() },
        });
        expect(session.json()).toBeNull();
      }
      const old = cookieJar();
      await signInWithPassword(app, old, EMAIL, FIRST);
      expect(old.has('authjs.session-token')).toBe(false);
      const fresh = await signedIn(app, EMAIL, SECOND);
      expect((await call('GET', '/accounts/profile', fresh)).statusCode).toBe(200);
    });
  });

  describe('deleting the account', () => {
    const EMAIL = 'dora.leaves@estampa.example';
    const PASSWORD = 'dora has a long password';

    it('needs the password, then erases the person and keeps the orders anonymised; the e-mail can sign up again', async () => {
      const jar = await newAccount(EMAIL, PASSWORD);
      const id = await idOf(EMAIL);
      await database.db.insert(orders).values(
        anOrderRow({
          id: 'dora-order',
          customerId: id,
          email: EMAIL,
          contact: { email: EMAIL, firstName: 'Dora', lastName: 'Leaves', phone: '+34600000000' },
          billingAddress: { line1: 'Calle Dora 1', line2: null, postalCode: '28001', city: 'Madrid', country: 'ES' },
        }),
      );

      const wrong = await call('DELETE', '/accounts/account', jar, { password: 'not my password at all' });
      expect(wrong.json()).toMatchObject({
        error: { code: 5004, fields: [{ field: 'password', message: 'WrongPassword' }] },
      });
      expect(await idOf(EMAIL)).toBe(id);

      expect((await call('DELETE', '/accounts/account', bruno, { password: PASSWORD })).statusCode).toBe(422);
      expect(await idOf(EMAIL)).toBe(id);

      const deleted = await call('DELETE', '/accounts/account', jar, { password: PASSWORD });
      expect(deleted.statusCode).toBe(200);
      expect(await idOf(EMAIL)).toBe('');
      expect((await call('GET', '/accounts/profile', jar)).statusCode).toBe(401);
      const refused = cookieJar();
      await signInWithPassword(app, refused, EMAIL, PASSWORD);
      expect(refused.has('authjs.session-token')).toBe(false);

      const [order] = await database.db.select().from(orders).where(eq(orders.id, 'dora-order'));
      expect(order).toMatchObject({ customerId: null, email: '', totalMinor: expect.any(Number) });
      expect(order?.contact).toMatchObject({ email: '', firstName: '', lastName: '' });
      expect(JSON.stringify([order?.contact, order?.billingAddress, order?.email]).toLowerCase()).not.toContain('dora');

      const again = await newAccount(EMAIL, 'dora is back with a password');
      expect((await call('GET', '/accounts/profile', again)).json()).toMatchObject({ data: { email: EMAIL } });
    });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { orderNotes } from '../../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { DEMO_ORDERS } from '../../../adapters/postgres/seeds/account-orders.seed.ts';
import { formBody, signedIn, type CookieJar } from '../../support/auth-session.ts';
import { buildTestApp, EXT_SESSION_ID, openDemoDatabase, withSession } from '../../support/test-app.ts';

type Entry = { kind: string; at: string; author: string | null; text: string | null; number: string | null };
type Shown = { public_id: string; timeline: readonly Entry[] };

const NOT_FOUND = { success: false, error: { code: 4004, message: 'Not found' } };
const SECRET = 'Buyer rang: leave the parcel with the neighbour at 3ºA.';

describe("Shop API: the desk's internal notes", () => {
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

  const get = (url: string, jar?: CookieJar) =>
    app.inject({ method: 'GET', url: withSession(`/shop-api/v1${url}`), headers: jar ? { cookie: jar.header() } : {} });

  const note = (publicId: string, text: string, jar?: CookieJar, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/shop-api/v1/back-office/orders/${publicId}/notes`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': `order-notes-spec-key-${String((keys += 1)).padStart(4, '0')}`,
        ...(jar ? { cookie: jar.header() } : {}),
        ...headers,
      },
      payload: formBody({ ext_session_id: EXT_SESSION_ID, note: text }),
    });

  it('answers a visitor and a customer the 404 envelope, and keeps nothing', async () => {
    for (const jar of [undefined, ana]) {
      const response = await note(DEMO_ORDERS.shipped, 'Mine now', jar);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(await database.db.select().from(orderNotes)).toEqual([]);
  });

  it('refuses a cross-site note before it is read', async () => {
    const response = await note(DEMO_ORDERS.shipped, 'Forged', admin, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(await database.db.select().from(orderNotes)).toEqual([]);
  });

  it('names a blank or overlong note as the form field, and an unknown order is 404', async () => {
    const blank = await note(DEMO_ORDERS.shipped, '   ', admin);
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ success: false, error: { fields: [{ field: 'note' }] } });
    expect((await note(DEMO_ORDERS.shipped, 'x'.repeat(2001), admin)).statusCode).toBe(422);
    expect((await note(DEMO_ORDERS.shipped, 'x'.repeat(4001), admin)).statusCode).toBe(400);
    expect((await note('ES-NOSUCH01', 'Hello', admin)).statusCode).toBe(404);
  });

  it("keeps the administrator's note with who and when, on the order's timeline newest first", async () => {
    const response = await note(DEMO_ORDERS.shipped, `  ${SECRET}  `, admin);
    expect(response.statusCode, response.body).toBe(200);
    const shown = response.json<{ data: Shown }>().data;
    const [newest] = shown.timeline;
    expect(newest).toMatchObject({ kind: 'note', author: DEMO_ACCOUNTS.administrator.id, text: SECRET });
    const times = shown.timeline.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The seeded order was placed, paid and invoiced, and left with its carrier.
    expect(shown.timeline.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['placed', 'paid', 'invoice', 'shipped', 'status']),
    );
    const again = (await get(`/back-office/orders/${DEMO_ORDERS.shipped}`, admin)).json<{ data: Shown }>().data;
    expect(again.timeline.filter((entry) => entry.kind === 'note').map((entry) => entry.text)).toEqual([SECRET]);
  });

  it("never shows a note on the customer's own order pages or API", async () => {
    const pages = [
      await get(`/accounts/orders/${DEMO_ORDERS.shipped}`, ana),
      await get('/accounts/orders', ana),
      await get(`/orders/${DEMO_ORDERS.shipped}/summary`, ana),
    ];
    for (const page of pages) {
      expect(page.statusCode, page.body).toBe(200);
      expect(page.body).not.toContain('neighbour');
    }
  });
});

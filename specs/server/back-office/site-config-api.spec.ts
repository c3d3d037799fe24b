import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { siteConfigChanges } from '../../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { formBody, signedIn, type CookieJar } from '../../support/auth-session.ts';
import { buildTestApp, EXT_SESSION_ID, openDemoDatabase, withSession } from '../../support/test-app.ts';

type ShownConfig = {
  config: { store_slug: string; brand_name: string; default_country_a2: string; analytics_id: string | null };
  country_choices: string[];
  changes: { id: number; field: string; from: string; to: string; administrator_email: string | null }[];
  next: number | null;
};

const NOT_FOUND = { success: false, error: { code: 4004, message: 'Not found' } };

/** The whole form of TZ-ES as it stands in the demo data, to change one field at a time. */
const TZ_ES_FORM = {
  store: 'TZ-ES',
  currency: 'EUR',
  lang: 'es',
  brand_name: 'Tintazul',
  default_country_a2: 'ES',
  prices_with_decimals: 'true',
  is_login_required_to_access: 'false',
  analytics_id: '',
  push_notifications_id: '',
};

describe("Shop API: a store's site config in the back office", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let ana: CookieJar;
  let admin: CookieJar;
  let keys = 0;

  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({ STORE: 'TZ-ES' }, database);
    ana = await signedIn(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    admin = await signedIn(app, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
  });
  afterAll(() => app.close());

  const get = (url: string, jar?: CookieJar) =>
    app.inject({ method: 'GET', url: withSession(`/shop-api/v1${url}`), headers: jar ? { cookie: jar.header() } : {} });

  const save = (fields: Record<string, string>, jar?: CookieJar, key = `site-config-spec-key-${(keys += 1)}`) =>
    app.inject({
      method: 'POST',
      url: '/shop-api/v1/back-office/config',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': key,
        ...(jar ? { cookie: jar.header() } : {}),
      },
      payload: formBody({ ext_session_id: EXT_SESSION_ID, ...TZ_ES_FORM, ...fields }),
    });

  const shown = async (query = 'store=TZ-ES') => {
    const response = await get(`/back-office/config?${query}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ShownConfig }>().data;
  };

  it('answers a visitor and a customer the 404 envelope, reading and saving nothing', async () => {
    for (const jar of [undefined, ana]) {
      const read = await get('/back-office/config?store=TZ-ES', jar);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual(NOT_FOUND);
      const write = await save({ brand_name: 'Taken over' }, jar);
      expect(write.statusCode).toBe(404);
      expect(write.json()).toEqual(NOT_FOUND);
    }
    expect((await shown()).config.brand_name).toBe('Tintazul');
  });

  it("shows the administrator a store's whole config and the countries its default may be", async () => {
    const view = await shown('store=WPX-FR');
    expect(view.config).toMatchObject({ store_slug: 'WPX-FR', brand_name: 'Estampa', default_country_a2: 'FR' });
    expect(view.country_choices).toEqual(['FR', 'BE', 'LU', 'CH']);
  });

  it('refuses a form it cannot read with 400, and bad fields with their problems', async () => {
    const unreadable = await save({ prices_with_decimals: 'maybe' }, admin);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({ success: false, error: { code: 4000 } });
    const refused = await save(
      { currency: 'PLN', brand_name: ' ', default_country_a2: 'PL', analytics_id: 'UA-1' },
      admin,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      success: false,
      error: {
        fields: [
          { field: 'currency', message: 'Fixed' },
          { field: 'brand_name', message: 'Required' },
          { field: 'default_country_a2', message: 'NotDelivered' },
          { field: 'analytics_id', message: 'Invalid' },
        ],
      },
    });
    expect((await shown()).changes).toEqual([]);
  });

  it('saves once for a doubled request, records each change, and the shop names itself anew at once', async () => {
    const key = 'site-config-double-click-0001';
    const [first, second] = [
      await save({ brand_name: 'Tintazul Sur', analytics_id: 'G-ABC1234' }, admin, key),
      await save({ brand_name: 'Tintazul Sur', analytics_id: 'G-ABC1234' }, admin, key),
    ];
    expect(first.statusCode, first.body).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const rows = await database.db.select().from(siteConfigChanges).where(eq(siteConfigChanges.store, 'TZ-ES'));
    expect(rows.map((row) => [row.field, row.oldValue, row.newValue])).toEqual([
      ['brandName', 'Tintazul', 'Tintazul Sur'],
      ['analyticsId', '', 'G-ABC1234'],
    ]);
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toMatch(/<title>[^<]*Tintazul Sur[^<]*<\/title>/);
    expect(home.body).toContain('<span class="brand-name">Tintazul Sur</span>');
    expect(home.body).toContain('G-ABC1234');
  });

  it('lists the changes newest first with who made them, a page at a time', async () => {
    await save({ brand_name: 'Tintazul Sur', analytics_id: 'G-ABC1234', is_login_required_to_access: 'false' }, admin);
    for (const name of ['Tintazul Norte', 'Tintazul']) {
      expect((await save({ brand_name: name, analytics_id: '' }, admin)).statusCode).toBe(200);
    }
    const view = await shown();
    expect(view.config.brand_name).toBe('Tintazul');
    expect(view.changes.slice(0, 3).map((line) => [line.field, line.from, line.to])).toEqual([
      ['brandName', 'Tintazul Norte', 'Tintazul'],
      ['analyticsId', 'G-ABC1234', ''],
      ['brandName', 'Tintazul Sur', 'Tintazul Norte'],
    ]);
    expect(view.changes[0]?.administrator_email).toBe(DEMO_ACCOUNTS.administrator.email);
    expect(view.next).toBeNull();
    const older = await shown(`store=TZ-ES&before=${view.changes[1]?.id}`);
    expect(older.changes.map((line) => line.to)).toEqual(view.changes.slice(2).map((line) => line.to));
  });
});

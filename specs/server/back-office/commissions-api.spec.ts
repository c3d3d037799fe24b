import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { commissionPayouts, commissionRateChanges } from '../../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { DEMO_AFFILIATE_ID } from '../../../adapters/postgres/seeds/commissions.seed.ts';
import { formBody, signedIn, type CookieJar } from '../../support/auth-session.ts';
import { buildTestApp, EXT_SESSION_ID, openDemoDatabase, withSession } from '../../support/test-app.ts';

type Month = {
  period: string;
  current: string;
  rows: { affiliate_id: string; hits: number; orders: number; commission: { amount: number }[]; paid: unknown }[];
  next: string | null;
  rate: number;
};
type File = {
  summary: { orders: number; paid: { by: string; at: string } | null };
  hits: unknown[];
  orders: { public_id: string }[];
};

const NOT_FOUND = { success: false, error: { code: 4004, message: 'Not found' } };
const THIS_MONTH = new Date().toISOString().slice(0, 7);

describe('Shop API: the commissions back office', () => {
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

  const newKey = () => `commissions-spec-key-${String((keys += 1)).padStart(4, '0')}`;

  const get = (url: string, jar?: CookieJar) =>
    app.inject({ method: 'GET', url: withSession(`/shop-api/v1${url}`), headers: jar ? { cookie: jar.header() } : {} });
  /** The CSV downloads from the site's root with the sign-in cookie alone. */
  const download = (url: string, jar?: CookieJar) =>
    app.inject({ method: 'GET', url, headers: jar ? { cookie: jar.header() } : {} });

  const post = (url: string, fields: Record<string, string>, jar?: CookieJar, key = newKey()) =>
    app.inject({
      method: 'POST',
      url: `/shop-api/v1${url}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': key,
        ...(jar ? { cookie: jar.header() } : {}),
      },
      payload: formBody({ ext_session_id: EXT_SESSION_ID, ...fields }),
    });

  /** The month of one of the demo affiliate's credited orders that is not yet paid. */
  const openMonthWithOrders = async () => {
    for (let back = 0; back < 14; back += 1) {
      const at = new Date();
      at.setUTCDate(1);
      at.setUTCMonth(at.getUTCMonth() - back);
      const period = at.toISOString().slice(0, 7);
      const month = (await get(`/back-office/commissions?period=${period}`, admin)).json<{ data: Month }>().data;
      const row = month.rows.find((found) => found.affiliate_id === DEMO_AFFILIATE_ID);
      if (row !== undefined && row.orders > 0 && row.paid === null) return period;
    }
    throw new Error('no open month with orders in the demo data');
  };

  it('answers a visitor and a customer the 404 envelope on every commissions endpoint, never data', async () => {
    const calls = [
      (jar?: CookieJar) => get('/back-office/commissions', jar),
      (jar?: CookieJar) => download(`/back-office/commissions/csv?period=${THIS_MONTH}`, jar),
      (jar?: CookieJar) => get(`/back-office/commissions/${THIS_MONTH}/${DEMO_AFFILIATE_ID}`, jar),
      (jar?: CookieJar) => post(`/back-office/commissions/${THIS_MONTH}/${DEMO_AFFILIATE_ID}/payout`, {}, jar),
      (jar?: CookieJar) => post('/back-office/commission-rate', { rate_basis_points: '9000' }, jar),
    ];
    for (const call of calls)
      for (const jar of [undefined, ana]) {
        const response = await call(jar);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    expect(await database.db.select().from(commissionRateChanges)).toEqual([]);
  });

  it('refuses a hostile query or path with 400 before reading anything', async () => {
    for (const url of [
      '/back-office/commissions?period=2026-13',
      "/back-office/commissions?after=1'%20or%20'1'='1",
      '/back-office/commissions?period=2026-11&period=2026-12',
      `/back-office/commissions/${THIS_MONTH}/abc`,
      `/back-office/commissions/2026-1/${DEMO_AFFILIATE_ID}`,
    ]) {
      const response = await get(url, admin);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ success: false, error: { code: 4000 } });
    }
    for (const url of ['/back-office/commissions/csv?period=..%2F..%2Fetc', '/back-office/commissions/csv']) {
      const response = await download(url, admin);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ success: false, error: { code: 4000 } });
    }
  });

  it("lists the current month's affiliates with their hits and the programme's rate", async () => {
    const response = await get('/back-office/commissions', admin);
    expect(response.statusCode).toBe(200);
    const month = response.json<{ data: Month }>().data;
    expect(month.period).toBe(THIS_MONTH);
    expect(month.current).toBe(THIS_MONTH);
    expect(month.rate).toBe(500);
    expect(month.rows.find((row) => row.affiliate_id === DEMO_AFFILIATE_ID)?.hits).toBeGreaterThanOrEqual(2);
  });

  it("shows an affiliate's month with its hits and credited orders; an unknown affiliate is 404", async () => {
    const period = await openMonthWithOrders();
    const file = (await get(`/back-office/commissions/${period}/${DEMO_AFFILIATE_ID}`, admin)).json<{ data: File }>();
    expect(file.data.orders.length).toBeGreaterThan(0);
    expect(file.data.hits.length).toBeGreaterThan(0);
    const unknown = await get(`/back-office/commissions/${period}/999999`, admin);
    expect(unknown.statusCode).toBe(404);
  });

  it('marks a month paid once: a retried request replays the answer, a new one is refused, the month is frozen', async () => {
    const period = await openMonthWithOrders();
    const path = `/back-office/commissions/${period}/${DEMO_AFFILIATE_ID}/payout`;
    const first = await post(path, {}, admin, 'commissions-payout-retry');
    expect(first.statusCode, first.body).toBe(200);
    const paid = first.json<{ data: File }>().data.summary.paid;
    expect(paid?.by).toBe(DEMO_ACCOUNTS.administrator.id);
    const retried = await post(path, {}, admin, 'commissions-payout-retry');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    const again = await post(path, {}, admin);
    expect(again.statusCode).toBe(409);
    const payouts = await database.db.select().from(commissionPayouts).where(eq(commissionPayouts.period, period));
    expect(payouts.filter((row) => row.affiliateCustomerId === DEMO_AFFILIATE_ID)).toHaveLength(1);
  });

  it('refuses to pay a month not begun, and a payout without an Idempotency-Key', async () => {
    const future = `${new Date().getUTCFullYear() + 1}-01`;
    const early = await post(`/back-office/commissions/${future}/${DEMO_AFFILIATE_ID}/payout`, {}, admin);
    expect(early.statusCode).toBe(409);
    const keyless = await app.inject({
      method: 'POST',
      url: `/shop-api/v1/back-office/commissions/${THIS_MONTH}/${DEMO_AFFILIATE_ID}/payout`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin.header() },
      payload: formBody({ ext_session_id: EXT_SESSION_ID }),
    });
    expect(keyless.statusCode).toBe(400);
  });

  it('sets the rate within 0–50 %, recording who and when', async () => {
    const refused = await post('/back-office/commission-rate', { rate_basis_points: '5001' }, admin);
    expect(refused.statusCode).toBe(400);
    const set = await post('/back-office/commission-rate', { rate_basis_points: '750' }, admin);
    expect(set.json()).toEqual({ success: true, data: { rate: 750 } });
    const [change] = await database.db.select().from(commissionRateChanges);
    expect(change).toMatchObject({ rateBasisPoints: 750, changedBy: DEMO_ACCOUNTS.administrator.id });
  });

  it('exports the month as a CSV download', async () => {
    const response = await download(`/back-office/commissions/csv?period=${THIS_MONTH}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="commissions-${THIS_MONTH}.csv"`);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('period,affiliate,hits,orders,commission,currency,status,paid_at,paid_by');
    expect(lines.some((line) => line.startsWith(`${THIS_MONTH},${DEMO_AFFILIATE_ID},`))).toBe(true);
  });
});

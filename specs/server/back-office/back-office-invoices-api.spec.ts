import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { backOfficeActions, invoices, paymentRefunds } from '../../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { DEMO_ORDERS } from '../../../adapters/postgres/seeds/account-orders.seed.ts';
import { formBody, signedIn, type CookieJar } from '../../support/auth-session.ts';
import { insertStoredOrder } from '../../support/stored-orders.ts';
import { buildTestApp, EXT_SESSION_ID, openDemoDatabase, withSession } from '../../support/test-app.ts';

type Listed = {
  number: string;
  kind: string;
  order_public_id: string;
  total: number;
  corrects: string | null;
  pdf_url: string;
};
type Register = {
  invoices: Listed[];
  next: string | null;
  totals: { currency: string; count: number; total: number }[];
  csv_url: string;
};

const NOT_FOUND = { success: false, error: { code: 4004, message: 'Not found' } };

describe('Shop API: the invoice register and credit notes', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let ana: CookieJar;
  let admin: CookieJar;

  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
    ana = await signedIn(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    admin = await signedIn(app, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
  });
  afterAll(() => app.close());

  const get = (url: string, jar?: CookieJar) =>
    app.inject({ method: 'GET', url: withSession(`/shop-api/v1${url}`), headers: jar ? { cookie: jar.header() } : {} });
  /** The CSV and the PDFs download from the site's root with the sign-in cookie alone. */
  const download = (url: string, jar?: CookieJar) =>
    app.inject({ method: 'GET', url, headers: jar ? { cookie: jar.header() } : {} });

  const act = (publicId: string, action: string, key: string) =>
    app.inject({
      method: 'POST',
      url: `/shop-api/v1/back-office/orders/${publicId}/actions`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': key,
        cookie: admin.header(),
      },
      payload: formBody({ ext_session_id: EXT_SESSION_ID, action }),
    });

  const register = async (query = '') => {
    const response = await get(`/back-office/invoices${query}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Register }>().data;
  };

  it('answers a visitor and a customer the 404 envelope on the register, its CSV and its PDFs', async () => {
    for (const [fetch, url] of [
      [get, '/back-office/invoices'],
      [download, '/back-office/invoices.csv'],
      [download, '/back-office/invoices/WPX-ES-2026-000001/pdf'],
    ] as const)
      for (const jar of [undefined, ana]) {
        const response = await fetch(url, jar);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
  });

  it('refuses hostile filters with 400 before reading anything', async () => {
    for (const query of ['?store=XX-YY', '?date_filter=forever', '?standing=stolen', '?store=%3DHYPERLINK(1)']) {
      expect((await get(`/back-office/invoices${query}`, admin)).statusCode, query).toBe(400);
      expect((await download(`/back-office/invoices.csv${query}`, admin)).statusCode, query).toBe(400);
    }
    expect((await get("/back-office/invoices?after=1~WPX-ES-2026-000001'--", admin)).statusCode).toBe(400);
    expect((await download('/back-office/invoices/..%2F..%2Fetc/pdf', admin)).statusCode).toBe(400);
  });

  it('issues one credit note when a paid order is cancelled, even when the cancel is retried or repeated', async () => {
    const order = await insertStoredOrder(database.db, { paymentStatus: 'PAID', totalMinor: 2420 });
    const [first, retried] = await Promise.all([
      act(order.publicId, 'cancel', 'invoices-spec-cancel-1'),
      act(order.publicId, 'cancel', 'invoices-spec-cancel-1'),
    ]);
    expect([first.statusCode, retried.statusCode]).toEqual([200, 200]);
    expect((await act(order.publicId, 'cancel', 'invoices-spec-cancel-2')).statusCode).toBe(409);
    const issued = await database.db.select().from(invoices).where(eq(invoices.orderId, order.orderId));
    expect(issued.map((row) => [row.kind, row.totalMinor]).sort()).toEqual([
      ['credit-note', -2420],
      ['invoice', 2420],
    ]);
    const listed = (await register('?standing=refunded')).invoices.filter(
      (row) => row.order_public_id === order.publicId,
    );
    const invoice = listed.find((row) => row.kind === 'invoice');
    expect(listed.find((row) => row.kind === 'credit-note')).toMatchObject({
      total: -2420,
      corrects: invoice?.number,
    });
    expect(listed.find((row) => row.kind === 'credit-note')?.number).toMatch(/^WPX-ES-R-\d{4}-\d{6}$/);
  });

  it('refunds a paid card order through the provider once, cancelling it and recording who did it', async () => {
    const order = await insertStoredOrder(database.db, { paymentStatus: 'PAID' });
    const refunded = await act(order.publicId, 'refund', 'invoices-spec-refund-1');
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<{ data: { status: number; refunded_at: string | null } }>().data).toMatchObject({
      status: 10,
      refunded_at: expect.any(String),
    });
    expect((await act(order.publicId, 'refund', 'invoices-spec-refund-2')).statusCode).toBe(409);
    const refunds = await database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.orderId));
    expect(refunds).toHaveLength(1);
    const audit = await database.db
      .select()
      .from(backOfficeActions)
      .where(eq(backOfficeActions.orderId, order.orderId));
    expect(audit.map((row) => row.action)).toEqual(['refund']);
    const notes = await database.db.select().from(invoices).where(eq(invoices.orderId, order.orderId));
    expect(notes.map((row) => row.kind).sort()).toEqual(['credit-note', 'invoice']);
  });

  it('pages by keyset and sums the whole filtered set per currency', async () => {
    const all = await register();
    const euros = all.totals.find((sum) => sum.currency === 'EUR');
    expect(euros?.count).toBeGreaterThanOrEqual(all.invoices.length);
    const store = await register('?store=WPX-PL');
    expect(store.invoices).toEqual([]);
    expect(store.totals).toEqual([]);
    expect(all.csv_url).toBe('/back-office/invoices.csv');
    expect((await register('?store=WPX-ES&standing=paid')).csv_url).toBe(
      '/back-office/invoices.csv?store=WPX-ES&standing=paid',
    );
  });

  it("exports the filtered set as a CSV attachment, and serves each document's PDF", async () => {
    const response = await download('/back-office/invoices.csv?standing=refunded', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...records] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'number,type,issue_date,store,order,customer,customer_tax_id,corrects_invoice,taxable_base,vat_rate,vat,total,currency',
    );
    expect(records.length).toBeGreaterThanOrEqual(4);
    expect(records.filter((record) => record.includes(',credit-note,'))).toHaveLength(records.length / 2);
    const delivered = await get(`/accounts/orders/${DEMO_ORDERS.delivered}/invoice`, ana);
    const number = /filename="(.+)\.pdf"/.exec(String(delivered.headers['content-disposition']))?.[1] ?? '';
    const pdf = await download(`/back-office/invoices/${number}/pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    expect(Buffer.compare(pdf.rawPayload, delivered.rawPayload)).toBe(0);
    expect((await download('/back-office/invoices/WPX-ES-1999-000001/pdf', admin)).statusCode).toBe(404);
  });
});

import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { customers, mailOutbox, ticketMessages, tickets } from '../../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { formBody, signedIn, type CookieJar } from '../../support/auth-session.ts';
import { multipartBody } from '../../support/multipart.ts';
import { buildTestApp, openDemoDatabase, specSessionId } from '../../support/test-app.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const TICKET = '4000000077';
const ATTACHMENT = `/tickets/${TICKET}/attachment`;
const NOT_FOUND = { success: false, error: { code: 4004, message: expect.any(String) } };

type TicketsPage = { data: { open: { attachment_url: string | null } | null } };
type ProfilePage = { data: { profile: { dataExportUrl: string } } };

describe('private downloads: a link names the file, the sign-in cookie says who asks', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let owner: CookieJar;
  let other: CookieJar;
  let admin: CookieJar;
  let png: Buffer;
  /** The storefront session the owner's browser sends with every Shop API call. */
  const ownerSession = specSessionId('downloadsowner');

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

  const get = (url: string, jar?: CookieJar) =>
    app.inject({ method: 'GET', url, headers: jar ? { cookie: jar.header() } : {} });

  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
    owner = await newAccount('olga.owner@estampa.example', 'olga has a long password');
    other = await newAccount('oscar.other@estampa.example', 'oscar has a long password');
    admin = await signedIn(app, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
    png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer();
    const body = multipartBody([
      { name: 'img', fileName: 'scratch.png', contentType: 'image/png', bytes: png },
      { name: 'ext_session_id', value: ownerSession },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/images/upload',
      headers: body.headers,
      payload: body.payload,
    });
    const [account] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'olga.owner@estampa.example'));
    await database.db.insert(tickets).values({
      id: 'olga-ticket',
      publicId: TICKET,
      customerId: account?.id ?? '',
      email: 'olga.owner@estampa.example',
      name: 'Olga',
      subject: 'The print is scratched',
      contactType: 'helpCenter',
      status: 'PENDING',
      store: 'WPX-ES',
      attachmentId: upload.json<{ data: { id: string } }>().data.id,
    });
    await database.db
      .insert(ticketMessages)
      .values({ id: 'olga-m1', ticketId: 'olga-ticket', author: 'customer', body: 'A photo of it' });
  });
  afterAll(() => app.close());

  it('gives the owner, and support, links to the attachment and the data export that carry no session id', async () => {
    for (const jar of [owner, admin]) {
      const page = await get(`/accounts/tickets/_payload.json?ticket=${TICKET}`, jar);
      expect(page.statusCode).toBe(200);
      expect(page.json<TicketsPage>().data.open?.attachment_url).toBe(ATTACHMENT);
    }
    const profile = await get('/accounts/profile/_payload.json', owner);
    expect(profile.json<ProfilePage>().data.profile.dataExportUrl).toBe('/accounts/data-export');
  });

  it('downloads for the owner and for support with the sign-in cookie alone, kept by no cache', async () => {
    for (const jar of [owner, admin]) {
      const response = await get(ATTACHMENT, jar);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload).toEqual(png);
    }
    const exported = await get('/accounts/data-export', owner);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['cache-control']).toBe('private, no-store');
    expect(exported.json()).toMatchObject({ profile: { email: 'olga.owner@estampa.example' } });
  });

  it('answers another signed-in customer 404 with the envelope, as for a ticket that does not exist', async () => {
    const theirs = await get(ATTACHMENT, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(NOT_FOUND);
    expect((await get('/tickets/4000000078/attachment', owner)).json()).toEqual(NOT_FOUND);
    expect((await get('/accounts/data-export', other)).body).not.toContain('olga');
  });

  it("opens nothing for the owner's session id in a link: without the cookie it is refused, under the Shop API it is gone", async () => {
    const withOwnersSession = await get(`${ATTACHMENT}?ext_session_id=${ownerSession}`);
    expect(withOwnersSession.statusCode).toBe(401);
    expect(withOwnersSession.body).not.toContain('PNG');
    const oldLink = await get(`/shop-api/v1${ATTACHMENT}?ext_session_id=${ownerSession}`, owner);
    expect(oldLink.statusCode).toBe(404);
    expect(oldLink.body).not.toContain(ownerSession);
    const oldExport = await get(`/shop-api/v1/accounts/data-export?ext_session_id=${ownerSession}`, owner);
    expect(oldExport.statusCode).toBe(404);
  });

  it('documents every download at the site root, with no ext_session_id and its refusals', async () => {
    type Operation = { parameters?: { name: string }[]; responses: Record<string, unknown> };
    const document = (await get('/shop-api/v1/openapi.json')).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    for (const path of [
      '/tickets/{id}/attachment',
      '/accounts/data-export',
      '/orders/{public_id}/lines/{line_id}/print_files/{surface_id}',
      '/back-office/invoices.csv',
      '/back-office/invoices/{number}/pdf',
      '/back-office/commissions/csv',
    ]) {
      const operation = document.paths[path]?.['get'];
      expect(operation, path).toBeDefined();
      expect(operation?.parameters?.map((parameter) => parameter.name) ?? [], path).not.toContain('ext_session_id');
      expect(Object.keys(operation?.responses ?? {}), path).toEqual(expect.arrayContaining(['200', '400', '404']));
      expect(document.paths[`/shop-api/v1${path}`], path).toBeUndefined();
    }
  });
});

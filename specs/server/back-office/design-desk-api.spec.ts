import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { designDeskActions, reviews } from '../../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { formBody, signedIn, type CookieJar } from '../../support/auth-session.ts';
import { buildTestApp, EXT_SESSION_ID, openDemoDatabase, withSession } from '../../support/test-app.ts';

type Listed = { id: string; name: string; published: boolean; collection: string; scope: string; updated_at: string };
type Shown = Listed & {
  names: Record<string, string>;
  tag_ids: string[];
  article_ids: number[];
  reviews: { id: string; status: string }[];
  audit: { administrator_id: string; action: string; detail: string }[];
};

const NOT_FOUND = { success: false, error: { code: 4004, message: 'Not found' } };

describe('Shop API: the designs desk', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let ana: CookieJar;
  let admin: CookieJar;
  let designId: string;
  let reviewId: string;
  let keys = 0;

  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
    ana = await signedIn(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    admin = await signedIn(app, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
    const [reviewed] = await database.db
      .select({ id: reviews.id, designId: reviews.designId })
      .from(reviews)
      .where(sql`${reviews.designId} IS NOT NULL AND ${reviews.status} = 'published'`)
      .orderBy(reviews.id)
      .limit(1);
    designId = reviewed?.designId ?? '';
    reviewId = reviewed?.id ?? '';
  });
  afterAll(() => app.close());

  const newKey = () => `design-desk-spec-key-${String((keys += 1)).padStart(4, '0')}`;

  const get = (url: string, jar?: CookieJar) =>
    app.inject({ method: 'GET', url: withSession(`/shop-api/v1${url}`), headers: jar ? { cookie: jar.header() } : {} });

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

  /** A customer saving a design to their account, as the design page does. */
  const saveAs = (jar: CookieJar, id: string) =>
    app.inject({
      method: 'PUT',
      url: `/shop-api/v1/accounts/designs/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      payload: formBody({ ext_session_id: EXT_SESSION_ID }),
    });

  const list = async (query: string) => {
    const response = await get(`/back-office/designs${query}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { designs: Listed[]; next: string | null } }>().data;
  };

  const shown = async () => {
    const response = await get(`/back-office/designs/${designId}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Shown }>().data;
  };

  const editFields = (design: Shown, names: Record<string, string>) => ({
    ...Object.fromEntries(Object.entries({ ...design.names, ...names }).map(([l, n]) => [`name_${l}`, n])),
    collection: design.collection,
    tags: design.tag_ids.join(','),
    articles: design.article_ids.join(','),
  });

  it('answers a visitor and a customer the 404 envelope on every designs-desk endpoint, never data', async () => {
    const calls = [
      (jar?: CookieJar) => get('/back-office/designs', jar),
      (jar?: CookieJar) => get(`/back-office/designs/${designId}`, jar),
      (jar?: CookieJar) =>
        post(`/back-office/designs/${designId}`, { collection: 'OUTLET', tags: '', articles: '1' }, jar),
      (jar?: CookieJar) => post(`/back-office/designs/${designId}/published`, { published: 'false' }, jar),
      (jar?: CookieJar) => post(`/back-office/designs/${designId}/reviews/${reviewId}`, { status: 'hidden' }, jar),
    ];
    for (const call of calls) {
      for (const jar of [undefined, ana]) {
        const response = await call(jar);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    }
    expect((await shown()).published).toBe(true);
  });

  it('lists every design in keyset pages, found by id, narrowed by collection, published and scope', async () => {
    const first = await list('?sort=POPULARITY');
    expect(first.designs).toHaveLength(25);
    expect(first.next).not.toBeNull();
    const second = await list(`?sort=POPULARITY&after=${encodeURIComponent(first.next ?? '')}`);
    const ids = [...first.designs, ...second.designs].map((design) => design.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await list(`?search=${designId}`)).designs.map((design) => design.id)).toContain(designId);
    const outlet = await list('?collection=OUTLET&published=true&scope=GROUP_APPLICATIONS');
    expect(outlet.designs.length).toBeGreaterThan(0);
    expect(
      outlet.designs.every((d) => d.collection === 'OUTLET' && d.published && d.scope === 'GROUP_APPLICATIONS'),
    ).toBe(true);
    expect((await list('?published=false')).designs).toEqual([]);
    expect((await list('?scope=APPLICATION')).designs).toEqual([]);
  });

  it('answers the administrator 404 for a design that does not exist', async () => {
    const missing = { success: false, error: { code: 4004, message: 'No such design' } };
    expect((await get('/back-office/designs/d9999', admin)).json()).toEqual(missing);
    expect((await post('/back-office/designs/d9999/published', { published: 'false' }, admin)).json()).toEqual(missing);
  });

  it('refuses hostile input with 400 before reading anything', async () => {
    for (const query of [
      '?sort=NEWEST',
      '?published=maybe',
      '?after=1%27%20OR%201=1',
      '?collection=ALL',
      '?tag=%3Cb%3E',
    ]) {
      expect((await get(`/back-office/designs${query}`, admin)).statusCode, query).toBe(400);
    }
    expect((await get('/back-office/designs/..%2Fconfig', admin)).statusCode).toBe(400);
    expect(
      (await post(`/back-office/designs/${designId}`, { collection: 'OUTLET', tags: 'a,<b>', articles: '1' }, admin))
        .statusCode,
    ).toBe(400);
    expect((await post(`/back-office/designs/${designId}/published`, { published: 'yes' }, admin)).statusCode).toBe(
      400,
    );
  });

  it('renames a design per language under the edit rules, the catalogue showing the new name at once', async () => {
    const before = await shown();
    const refused = await post(`/back-office/designs/${designId}`, { ...editFields(before, {}), articles: '' }, admin);
    expect(refused.statusCode).toBe(422);
    const renamed = await post(
      `/back-office/designs/${designId}`,
      editFields(before, { es: 'Diseño renombrado' }),
      admin,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ data: Shown }>().data.names['es']).toBe('Diseño renombrado');
    expect(renamed.json<{ data: Shown }>().data.audit[0]).toMatchObject({ action: 'edit' });
    const page = await get(`/designs/${designId}?store=WPX-ES`);
    expect(page.json<{ data: { name: string } }>().data.name).toBe('Diseño renombrado');
    const back = await post(`/back-office/designs/${designId}`, editFields(before, {}), admin);
    expect(back.statusCode).toBe(200);
  });

  it('withdraws a design once per key, recorded: a 404 on the Shop API and absent from the sitemap until published again', async () => {
    await get(`/designs/${designId}?store=WPX-ES`);
    const key = newKey();
    const once = await post(`/back-office/designs/${designId}/published`, { published: 'false' }, admin, key);
    const twice = await post(`/back-office/designs/${designId}/published`, { published: 'false' }, admin, key);
    expect(once.statusCode).toBe(200);
    expect(twice.body).toBe(once.body);
    const records = await database.db.select().from(designDeskActions).where(eq(designDeskActions.designId, designId));
    expect(records.filter((record) => record.action === 'unpublish')).toHaveLength(1);
    expect(records.find((record) => record.action === 'unpublish')?.administratorId).toBeTruthy();
    expect((await get(`/designs/${designId}?store=WPX-ES`)).statusCode).toBe(404);
    expect((await saveAs(ana, designId)).statusCode).toBe(404);
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(`/${designId}<`);
    const published = await post(`/back-office/designs/${designId}/published`, { published: 'true' }, admin);
    expect(published.json<{ data: Shown }>().data.published).toBe(true);
    expect((await get(`/designs/${designId}?store=WPX-ES`)).statusCode).toBe(200);
    expect((await saveAs(ana, designId)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(`/${designId}<`);
  });

  it('hides one of the design’s reviews from the reviews list, then publishes it again', async () => {
    const reviewsOf = async () =>
      (await get(`/reviews?design_id=${designId}&page=1&page_size=50`))
        .json<{ data: { reviews: { id: string }[] } }>()
        .data.reviews.map((review) => review.id);
    expect(await reviewsOf()).toContain(reviewId);
    const hidden = await post(`/back-office/designs/${designId}/reviews/${reviewId}`, { status: 'hidden' }, admin);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<{ data: Shown }>().data.reviews.find((review) => review.id === reviewId)?.status).toBe('hidden');
    expect(await reviewsOf()).not.toContain(reviewId);
    const elsewhere = designId === 'd0001' ? 'd0002' : 'd0001';
    const other = await post(`/back-office/designs/${elsewhere}/reviews/${reviewId}`, { status: 'hidden' }, admin);
    expect(other.json()).toEqual({ success: false, error: { code: 4004, message: 'No such review of this design' } });
    await post(`/back-office/designs/${designId}/reviews/${reviewId}`, { status: 'published' }, admin);
    expect(await reviewsOf()).toContain(reviewId);
  });

  it('renders the desk and a design’s edit view for the administrator, and the 404 page for a customer', async () => {
    const page = (url: string, jar?: CookieJar) =>
      app.inject({ method: 'GET', url, headers: jar ? { cookie: jar.header() } : {} });
    const desk = await page('/accounts/designs/admin?collection=OUTLET&published=true', admin);
    expect(desk.statusCode).toBe(200);
    expect(desk.body).toContain('Mesa de diseños');
    const edit = await page(`/accounts/designs/admin/${designId}`, admin);
    expect(edit.statusCode).toBe(200);
    expect(edit.body).toContain('Retirar de la tienda');
    const payload = await page(`/accounts/designs/admin/${designId}/_payload.json`, admin);
    expect(payload.json<{ data: { view: string } }>().data.view).toBe('design');
    for (const url of ['/accounts/designs/admin', `/accounts/designs/admin/${designId}`]) {
      const refused = await page(url, ana);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body).not.toContain('Mesa de diseños');
    }
  });
});

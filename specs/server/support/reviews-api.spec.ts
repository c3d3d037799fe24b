import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../core/domain/orders/order-status.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { DEMO_REVIEWS } from '../../../adapters/postgres/seeds/support/demo-reviews.ts';
import { formBody, signedIn, type CookieJar } from '../../support/auth-session.ts';
import { insertOrder } from '../../support/stored-orders.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import {
  buildTestApp,
  openDemoDatabase,
  EXT_SESSION_ID,
  SPEC_AUTH_SECRET,
  withSession,
} from '../../support/test-app.ts';
import { deriveSecret } from '../../../adapters/system/hmac-newsletter-tokens.ts';
import { sealedReviewLinkTokens } from '../../../adapters/system/sealed-review-link-tokens.ts';

type ReviewView = { id: string; article_id: number; rating: number; created_at: string; verified_purchase: boolean };
type ReviewList = {
  reviews: ReviewView[];
  page: number;
  page_size: number;
  total: number;
  summary: { average: number | null; total: number; counts: Record<string, number> };
};

const MUG = 101;
const T_SHIRT = 102;
const CANVAS = 103;

const REVIEW = {
  rating: '5',
  title: 'Preciosa',
  body: 'La taza quedó perfecta, colores vivos.',
};

describe('Shop API: reviews', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let ana: CookieJar;
  let admin: CookieJar;
  let ip = 0;

  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
    const db = database.db;
    const customerId = DEMO_ACCOUNTS.customer.id;
    await insertOrder(db, {
      id: 'rv-delivered',
      publicId: 'ES-R1',
      customerId,
      email: DEMO_ACCOUNTS.customer.email,
      status: ORDER_STATUS.DELIVERED,
      articleIds: [MUG, CANVAS],
    });
    await insertOrder(db, {
      id: 'rv-production',
      publicId: 'ES-R2',
      customerId,
      email: DEMO_ACCOUNTS.customer.email,
      status: ORDER_STATUS.IN_PRODUCTION,
      articleIds: [T_SHIRT],
    });
    await insertOrder(db, {
      id: 'rv-guest',
      publicId: 'ES-R3',
      email: 'Guest.Buyer@example.com',
      status: ORDER_STATUS.SHIPPED,
      articleIds: [MUG],
    });
    ana = await signedIn(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    admin = await signedIn(app, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
  });
  afterAll(() => app.close());

  const list = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: withSession(`/shop-api/v1/reviews${query}`) });
    return {
      status: response.statusCode,
      body: response.json<{ data: ReviewList; error: { code: number; message: string } }>(),
    };
  };

  const write = (fields: Record<string, string>, jar?: CookieJar) =>
    app.inject({
      method: 'POST',
      url: '/shop-api/v1/reviews',
      remoteAddress: `198.51.100.${(ip += 1)}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(jar ? { cookie: jar.header() } : {}),
      },
      payload: formBody({ ext_session_id: EXT_SESSION_ID, ...fields }),
    });

  it('lists an article’s demo reviews newest first with its rating summary', async () => {
    const { status, body } = await list(`?article_id=${MUG}`);
    expect(status).toBe(200);
    const mugReviews = DEMO_REVIEWS.filter((r) => r.article === 'mug');
    expect(body.data.total).toBe(mugReviews.length);
    expect(body.data.reviews.every((r) => r.article_id === MUG)).toBe(true);
    const dates = body.data.reviews.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data.summary.total).toBe(mugReviews.length);
    expect(body.data.summary.average).toBeCloseTo(
      mugReviews.reduce((sum, r) => sum + r.rating, 0) / mugReviews.length,
      1,
    );
    expect(body.data).toMatchObject({ page: 1, page_size: 10 });
  });

  it('lists the whole shop’s reviews, in several languages, paged and filtered by stars', async () => {
    const all = await list('?page_size=50');
    expect(all.body.data.total).toBe(DEMO_REVIEWS.length);
    expect(new Set(all.body.data.reviews.map((r) => (r as unknown as { locale: string }).locale)).size).toBe(8);
    const fives = await list('?rating=5&page=2&page_size=5');
    expect(fives.body.data.reviews.every((r) => r.rating === 5)).toBe(true);
    expect(fives.body.data.total).toBe(DEMO_REVIEWS.filter((r) => r.rating === 5).length);
    expect(fives.body.data.summary.total).toBe(all.body.data.total);
  });

  it.each([
    ['a rating of 6', '?rating=6', 'rating'],
    ['a rating that is not a number', '?rating=abc', 'rating'],
    ['an article id that is not a number', '?article_id=abc', 'article_id'],
    ['page 0', '?page=0', 'page'],
    ['a page size above 50', '?page_size=500', 'page_size'],
  ])('refuses %s with 400', async (_, query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe(4000);
    expect(body.error.message).toContain(field);
  });

  const linkTokens = sealedReviewLinkTokens(deriveSecret(SPEC_AUTH_SECRET, 'review-links'));
  const tokenFor = (publicId: string, expiresAt = Date.now() + 60_000) =>
    linkTokens.sign({ orderPublicId: publicId, expiresAt });

  const publish = (id: string, jar?: CookieJar) =>
    app.inject({
      method: 'POST',
      url: withSession(`/shop-api/v1/reviews/${id}/publish`),
      headers: jar ? { cookie: jar.header() } : {},
    });

  it('lets the signed-in owner review one line of a delivered order once; it waits for the administrator', async () => {
    const first = await write({ order_public_id: 'ES-R1', order_line_id: 'rv-delivered-line-1', ...REVIEW }, ana);
    expect(first.statusCode).toBe(201);
    const written = first.json<{ data: ReviewView & { status: string; author_name: string; country: string } }>().data;
    expect(written).toMatchObject({
      article_id: MUG,
      rating: 5,
      status: 'pending',
      verified_purchase: true,
      country: 'ES',
    });
    const second = await write({ order_public_id: 'ES-R1', order_line_id: 'rv-delivered-line-1', ...REVIEW }, ana);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ error: { code: number } }>().error.code).toBe(4009);
    const before = await list(`?article_id=${MUG}&page_size=50`);
    expect(before.body.data.reviews.map((r) => r.id)).not.toContain(written.id);

    expect((await publish(written.id, ana)).statusCode).toBe(404);
    expect((await publish(written.id)).json()).toEqual({
      success: false,
      error: { code: 4004, message: 'No such review' },
    });
    const published = await publish(written.id, admin);
    expect(published.statusCode).toBe(200);
    const after = await list(`?article_id=${MUG}&page_size=1`);
    expect(after.body.data.reviews[0]?.id).toBe(written.id);
    expect(after.body.data.total).toBe(before.body.data.total + 1);
  });

  it('refuses a line of an order the shopper does not own with the same 404 as a missing order', async () => {
    const notFound = { success: false, error: { code: 4004, message: 'No such order to review' } };
    const stranger = await write({ order_public_id: 'ES-R3', order_line_id: 'rv-guest-line-1', ...REVIEW }, ana);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(notFound);
    const anonymous = await write({ order_public_id: 'ES-R1', order_line_id: 'rv-delivered-line-2', ...REVIEW });
    expect(anonymous.json()).toEqual(notFound);
    const missing = await write({ order_public_id: 'ES-NONE', order_line_id: 'x', ...REVIEW }, ana);
    expect(missing.json()).toEqual(notFound);
    const otherOrdersToken = await write({
      order_public_id: 'ES-R1',
      order_line_id: 'rv-delivered-line-2',
      token: tokenFor('ES-R3'),
      ...REVIEW,
    });
    expect(otherOrdersToken.json()).toEqual(notFound);
    const order = await app.inject({
      method: 'GET',
      url: withSession('/shop-api/v1/reviews/orders/ES-R3'),
      headers: { cookie: ana.header() },
    });
    expect(order.statusCode).toBe(404);
  });

  it('refuses an order that is not delivered yet with the envelope', async () => {
    const response = await write({ order_public_id: 'ES-R2', order_line_id: 'rv-production-line-1', ...REVIEW }, ana);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 4009, message: 'This order can be reviewed once it has been delivered' },
    });
  });

  it('lets the holder of a delivery mail’s signed link review without signing in, until the link expires', async () => {
    await insertOrder(database.db, {
      id: 'rv-link',
      publicId: 'ES-R5',
      email: 'linked@example.com',
      status: ORDER_STATUS.DELIVERED,
      articleIds: [110, 111],
    });
    const expired = await write({
      order_public_id: 'ES-R5',
      order_line_id: 'rv-link-line-1',
      token: tokenFor('ES-R5', Date.now() - 1),
      ...REVIEW,
    });
    expect(expired.statusCode).toBe(404);
    const forged = await write({
      order_public_id: 'ES-R5',
      order_line_id: 'rv-link-line-1',
      token: 'e30.AAAA',
      ...REVIEW,
    });
    expect(forged.statusCode).toBe(404);
    const order = await app.inject({
      method: 'GET',
      url: withSession(`/shop-api/v1/reviews/orders/ES-R5?token=${encodeURIComponent(tokenFor('ES-R5'))}`),
    });
    expect(
      order.json<{ data: { delivered: boolean; lines: { line_id: string; reviewed: boolean }[] } }>().data,
    ).toMatchObject({
      delivered: true,
      lines: [
        { line_id: 'rv-link-line-1', reviewed: false },
        { line_id: 'rv-link-line-2', reviewed: false },
      ],
    });
    const accepted = await write({
      order_public_id: 'ES-R5',
      order_line_id: 'rv-link-line-1',
      token: tokenFor('ES-R5'),
      ...REVIEW,
    });
    expect(accepted.statusCode).toBe(201);
  });

  it('keeps the review’s text as text and shows it escaped', async () => {
    const hostile = '<script>alert("x")</script><b>bold</b> & more';
    const written = await write(
      { order_public_id: 'ES-R1', order_line_id: 'rv-delivered-line-2', ...REVIEW, title: '<i>t</i>', body: hostile },
      ana,
    );
    expect(written.statusCode).toBe(201);
    const id = written.json<{ data: { id: string } }>().data.id;
    await publish(id, admin);
    const stored = await list(`?article_id=${CANVAS}&page_size=50`);
    const shown = stored.body.data.reviews.find((review) => review.id === id) as unknown as {
      body: string;
      title: string;
    };
    expect(shown).toMatchObject({ body: hostile, title: '<i>t</i>' });
    const page = await app.inject({ method: 'GET', url: `/reviews?article_id=${CANVAS}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt; &amp; more');
    expect(page.body).not.toContain('<script>alert(');
    expect(page.body).not.toContain('<b>bold</b>');
  });

  it('checks every field (5004)', async () => {
    const response = await write(
      {
        order_public_id: 'ES-R1',
        order_line_id: 'rv-delivered-line-1',
        rating: '7',
        title: 't'.repeat(121),
        body: 'b'.repeat(2001),
      },
      ana,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: { code: number; fields: { field: string }[] } }>().error).toMatchObject({
      code: 5004,
      fields: [{ field: 'rating' }, { field: 'title' }, { field: 'body' }],
    });
  });

  it.each([
    ['a missing order', { order_line_id: 'x', ...REVIEW }],
    ['an order number with spaces', { order_public_id: 'ES R1', order_line_id: 'x', ...REVIEW }],
    ['a rating that is not a number', { order_public_id: 'ES-R1', order_line_id: 'x', ...REVIEW, rating: 'five' }],
  ])('refuses %s with 400', async (_, fields) => {
    const response = await write(fields, ana);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: number } }>().error.code).toBe(4000);
  });

  it('refuses a huge body and a call without ext_session_id', async () => {
    expect(
      (await write({ order_public_id: 'ES-R1', order_line_id: 'x', ...REVIEW, body: 'x'.repeat(100_000) }, ana))
        .statusCode,
    ).toBe(413);
    expect((await app.inject({ method: 'GET', url: '/shop-api/v1/reviews' })).statusCode).toBe(400);
  });
});

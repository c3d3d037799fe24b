import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../core/domain/orders/order-status.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { DEMO_REVIEWS } from '../../../adapters/postgres/seeds/support/demo-reviews.ts';
import { formBody, signedIn, type CookieJar } from '../../support/auth-session.ts';
import { insertOrder } from '../../support/stored-orders.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { buildTestApp, openDemoDatabase, EXT_SESSION_ID, withSession } from '../../support/test-app.ts';

type ReviewView = { id: string; articleId: number; rating: number; createdAt: string; verifiedPurchase: boolean };
type ReviewList = {
  reviews: ReviewView[];
  page: number;
  pageSize: number;
  total: number;
  summary: { average: number | null; total: number; counts: Record<string, number> };
};

const MUG = 101;
const T_SHIRT = 102;
const CANVAS = 103;

const REVIEW = {
  author_name: 'Ana G.',
  rating: '5',
  title: 'Preciosa',
  body: 'La taza quedó perfecta, colores vivos.',
};

describe('Shop API: reviews', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let ana: CookieJar;
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
    expect(body.data.reviews.every((r) => r.articleId === MUG)).toBe(true);
    const dates = body.data.reviews.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data.summary.total).toBe(mugReviews.length);
    expect(body.data.summary.average).toBeCloseTo(
      mugReviews.reduce((sum, r) => sum + r.rating, 0) / mugReviews.length,
      1,
    );
    expect(body.data).toMatchObject({ page: 1, pageSize: 10 });
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

  it('lets the signed-in buyer of a delivered article review it once', async () => {
    const first = await write({ article_id: String(MUG), ...REVIEW }, ana);
    expect(first.statusCode).toBe(201);
    expect(first.json<{ data: ReviewView }>().data).toMatchObject({
      articleId: MUG,
      rating: 5,
      verifiedPurchase: true,
    });
    const second = await write({ article_id: String(MUG), ...REVIEW, body: 'Otra vez' }, ana);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ error: { code: number } }>().error.code).toBe(4009);
    const newest = await list(`?article_id=${MUG}&page_size=1`);
    expect(newest.body.data.reviews[0]?.id).toBe(first.json<{ data: ReviewView }>().data.id);
  });

  it('accepts exactly one of two reviews of one purchase sent at the same time', async () => {
    await insertOrder(database.db, {
      id: 'rv-race',
      publicId: 'ES-R4',
      email: 'racer@example.com',
      status: ORDER_STATUS.DELIVERED,
      articleIds: [110],
    });
    const guest = { article_id: '110', ...REVIEW, email: 'racer@example.com', order_public_id: 'ES-R4' };
    const statuses = (await Promise.all([write(guest), write(guest), write(guest)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });

  it('refuses an article the customer never bought, or whose order has not shipped', async () => {
    const unbought = await write({ article_id: '104', ...REVIEW }, ana);
    expect(unbought.statusCode).toBe(403);
    expect(unbought.json()).toEqual({
      success: false,
      error: { code: 4003, message: 'Only a customer who bought this article may review it' },
    });
    const inProduction = await write({ article_id: String(T_SHIRT), ...REVIEW }, ana);
    expect(inProduction.statusCode).toBe(403);
    expect(inProduction.json<{ error: { message: string } }>().error.message).toContain('shipped');
  });

  it('lets a guest review with the order’s number and e-mail, and no one else', async () => {
    const guest = { article_id: String(MUG), ...REVIEW, order_public_id: 'ES-R3' };
    const wrongEmail = await write({ ...guest, email: 'someone@example.com' });
    expect(wrongEmail.statusCode).toBe(403);
    const otherOrder = await write({ ...guest, email: 'guest.buyer@example.com', order_public_id: 'ES-R1' });
    expect(otherOrder.statusCode).toBe(403);
    const accepted = await write({ ...guest, email: 'guest.buyer@EXAMPLE.com' });
    expect(accepted.statusCode).toBe(201);
    expect((await write({ ...guest, email: 'guest.buyer@example.com' })).statusCode).toBe(409);
  });

  it('asks a guest for the order and e-mail, and checks every field (5004)', async () => {
    const response = await write({
      article_id: String(CANVAS),
      author_name: '',
      rating: '7',
      title: 't'.repeat(121),
      body: 'b'.repeat(2001),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: { code: number; fields: { field: string }[] } }>().error).toMatchObject({
      code: 5004,
      fields: [
        { field: 'rating' },
        { field: 'author_name' },
        { field: 'title' },
        { field: 'body' },
        { field: 'email' },
        { field: 'order_public_id' },
      ],
    });
  });

  it.each([
    ['a missing article', { ...REVIEW }],
    ['an article id of letters', { article_id: 'mug', ...REVIEW }],
    ['a rating that is not a number', { article_id: String(CANVAS), ...REVIEW, rating: 'five' }],
    ['a design id with spaces', { article_id: String(CANVAS), ...REVIEW, design_id: 'a b' }],
  ])('refuses %s with 400', async (_, fields) => {
    const response = await write(fields, ana);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: number } }>().error.code).toBe(4000);
  });

  it('refuses a huge body and a call without ext_session_id', async () => {
    expect((await write({ article_id: String(CANVAS), ...REVIEW, body: 'x'.repeat(100_000) }, ana)).statusCode).toBe(
      413,
    );
    const anonymous = await app.inject({
      method: 'POST',
      url: '/shop-api/v1/reviews',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody({ article_id: String(CANVAS), ...REVIEW }),
    });
    expect(anonymous.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/shop-api/v1/reviews' })).statusCode).toBe(400);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWith } from '../../../adapters/shop-api-contract/decode-with.ts';
import { CartResponse, type CartViewWire } from '../../../adapters/shop-api-contract/carts.codec.ts';
import {
  dataOf,
  errorOf,
  insertCartFixtures,
  sessionIdFor,
  shopper,
  SPEC_DESIGN,
  SPEC_MUG_ONLY_DESIGN,
} from '../../support/shop-orders-fixture.ts';
import { cookieJar, signedIn, signInWithPassword } from '../../support/auth-session.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { buildTestApp, openDemoDatabase } from '../../support/test-app.ts';

describe('Shop API: cart', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
    await insertCartFixtures(database.db);
  });
  afterAll(() => app.close());

  it('answers an empty cart without opening one', async () => {
    const response = await shopper(app, sessionIdFor('empty')).get('/cart');
    expect(response.statusCode).toBe(200);
    expect(decodeWith(CartResponse)(response.json()).isOk()).toBe(true);
    expect(dataOf<CartViewWire>(response)).toMatchObject({
      id: null,
      lines: [],
      item_count: 0,
      total: { amount: 0, currency: 'EUR' },
    });
  });

  it('adds lines with names and prices from the catalogue and totals from the core', async () => {
    const ana = shopper(app, sessionIdFor('add'));
    const first = await ana.post('/cart/lines', { article_id: '9001', design_id: SPEC_DESIGN, quantity: '2' });
    expect(first.statusCode).toBe(201);
    const second = await ana.post('/cart/lines', {
      article_id: '9002',
      quantity: '1',
      customisation: '{"text":"Hola"}',
    });
    const cart = dataOf<CartViewWire>(second);
    expect(decodeWith(CartResponse)(second.json()).isOk()).toBe(true);
    expect(
      cart.lines.map((line) => [line.article_name, line.design_name, line.quantity, line.line_total?.amount]),
    ).toEqual([
      ['Taza de prueba', 'Zorro de prueba', 2, 2500],
      ['Póster de prueba', null, 1, 2000],
    ]);
    expect(cart.lines[1]?.customisation).toEqual({ text: 'Hola' });
    expect(cart).toMatchObject({
      item_count: 3,
      subtotal: { amount: 4500 },
      shipping: { amount: 0 },
      total: { amount: 4500 },
    });
  });

  it('adds the same item again to its line, capped at 99', async () => {
    const ana = shopper(app, sessionIdFor('same'));
    await ana.post('/cart/lines', { article_id: '9001', design_id: SPEC_DESIGN, quantity: '60' });
    const again = await ana.post('/cart/lines', { article_id: '9001', design_id: SPEC_DESIGN, quantity: '60' });
    expect(dataOf<CartViewWire>(again).lines.map((line) => line.quantity)).toEqual([99]);
  });

  it('changes a quantity and removes a line', async () => {
    const ana = shopper(app, sessionIdFor('change'));
    const added = dataOf<CartViewWire>(await ana.post('/cart/lines', { article_id: '9001', quantity: '1' }));
    const lineId = added.lines[0]?.id as string;
    const changed = await ana.patch(`/cart/lines/${lineId}`, { quantity: '4' });
    expect(changed.statusCode).toBe(200);
    expect(dataOf<CartViewWire>(changed)).toMatchObject({ item_count: 4, total: { amount: 5000 } });
    const removed = await ana.delete(`/cart/lines/${lineId}`);
    expect(dataOf<CartViewWire>(removed)).toMatchObject({ lines: [], total: { amount: 0 } });
    expect((await ana.delete(`/cart/lines/${lineId}`)).statusCode).toBe(404);
  });

  it.each([
    ['0', 'InvalidQuantity'],
    ['100', 'InvalidQuantity'],
  ])('refuses quantity %s as a field error 5004', async (quantity, message) => {
    const response = await shopper(app, sessionIdFor('qty')).post('/cart/lines', { article_id: '9001', quantity });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: 5004, fields: [{ field: 'quantity', message }] });
  });

  it.each([
    ['an article without a price in the store', { article_id: '9003', quantity: '1' }, 'article_id', 'ArticleNotSold'],
    ['a withdrawn article', { article_id: '9004', quantity: '1' }, 'article_id', 'ArticleNotSold'],
    ['an unknown article', { article_id: '19999', quantity: '1' }, 'article_id', 'ArticleNotSold'],
    ['an unknown design', { article_id: '9001', design_id: 'nope', quantity: '1' }, 'design_id', 'DesignNotAvailable'],
    [
      'a design not printable on the article',
      { article_id: '9002', design_id: SPEC_MUG_ONLY_DESIGN, quantity: '1' },
      'design_id',
      'DesignNotAvailable',
    ],
  ])('refuses %s as a field error', async (_, fields, field, message) => {
    const response = await shopper(app, sessionIdFor('refuse')).post('/cart/lines', fields);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: 5004, fields: [{ field, message }] });
  });

  it.each([
    ['a missing article', { quantity: '1' }],
    ['an article id that is not digits', { article_id: 'mug', quantity: '1' }],
    ['a huge article id', { article_id: '99999999999', quantity: '1' }],
    ['a huge quantity', { article_id: '9001', quantity: '12345678901' }],
    ['a negative quantity', { article_id: '9001', quantity: '-1' }],
    ['a customisation that is not JSON', { article_id: '9001', quantity: '1', customisation: '{oops' }],
    ['a customisation that is a list', { article_id: '9001', quantity: '1', customisation: '[1,2]' }],
    [
      'a personalisation forged past its validation and price',
      { article_id: '9001', quantity: '1', customisation: '{"personalisation":{"previewId":"x"}}' },
    ],
    [
      'a customisation over 4 KiB',
      { article_id: '9001', quantity: '1', customisation: JSON.stringify({ t: 'x'.repeat(5000) }) },
    ],
    ['a malformed design id', { article_id: '9001', quantity: '1', design_id: '<script>' }],
  ])('refuses %s with 400', async (_, fields) => {
    const response = await shopper(app, sessionIdFor('bad')).post('/cart/lines', fields);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(4000);
  });

  it('refuses a call without ext_session_id and a cross-site write', async () => {
    const noSession = await app.inject({ method: 'GET', url: '/shop-api/v1/cart' });
    expect(noSession.statusCode).toBe(400);
    const crossSite = await shopper(app, sessionIdFor('xsite')).post(
      '/cart/lines',
      { article_id: '9001', quantity: '1' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
  });

  it("never shows or changes another session's cart", async () => {
    const ana = shopper(app, sessionIdFor('owner'));
    const eve = shopper(app, sessionIdFor('intruder'));
    const lineId = dataOf<CartViewWire>(await ana.post('/cart/lines', { article_id: '9001', quantity: '1' })).lines[0]
      ?.id as string;
    expect(dataOf<CartViewWire>(await eve.get('/cart')).lines).toEqual([]);
    expect((await eve.patch(`/cart/lines/${lineId}`, { quantity: '5' })).statusCode).toBe(404);
    expect((await eve.delete(`/cart/lines/${lineId}`)).statusCode).toBe(404);
    expect(dataOf<CartViewWire>(await ana.get('/cart')).lines.map((line) => line.quantity)).toEqual([1]);
  });

  it('applies a promotion code in any letter case and removes it', async () => {
    const ana = shopper(app, sessionIdFor('promo'));
    await ana.post('/cart/lines', { article_id: '9002', quantity: '1' });
    const applied = await ana.put('/cart/promotion', { code: ' spec-ten ' });
    expect(applied.statusCode).toBe(200);
    expect(dataOf<CartViewWire>(applied)).toMatchObject({
      discount: { amount: 200 },
      total: { amount: 1800 },
      promotion: { code: 'SPEC-TEN', applied: true, problem: null },
    });
    const removed = await ana.delete('/cart/promotion');
    expect(dataOf<CartViewWire>(removed)).toMatchObject({ promotion: null, total: { amount: 2000 } });
  });

  it.each([
    ['an unknown code', 'NOPE', 'UnknownPromotionCode'],
    ["another store's code", 'SPEC-PL', 'UnknownPromotionCode'],
    ['a code whose minimum is not reached', 'SPEC-BIG', 'MinimumNotReached'],
  ])('refuses %s as a field error on code', async (_, code, message) => {
    const ana = shopper(app, sessionIdFor('promo-bad'));
    await ana.post('/cart/lines', { article_id: '9002', quantity: '1' });
    const response = await ana.put('/cart/promotion', { code });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: 5004, fields: [{ field: 'code', message }] });
  });

  it('replays a retried add with the same Idempotency-Key instead of adding twice', async () => {
    const ana = shopper(app, sessionIdFor('retry'));
    const key = { 'idempotency-key': 'add-line-retry-0001' };
    const first = await ana.post('/cart/lines', { article_id: '9001', quantity: '1' }, key);
    const retried = await ana.post('/cart/lines', { article_id: '9001', quantity: '1' }, key);
    expect(retried.statusCode).toBe(first.statusCode);
    expect(retried.json()).toEqual(first.json());
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(dataOf<CartViewWire>(await ana.get('/cart')).item_count).toBe(1);
    const reused = await ana.post('/cart/lines', { article_id: '9002', quantity: '1' }, key);
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused).message).toBe('This Idempotency-Key was already used for a different request');
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const response = await shopper(app, sessionIdFor('badkey')).post(
      '/cart/lines',
      { article_id: '9001', quantity: '1' },
      { 'idempotency-key': 'x' },
    );
    expect(response.statusCode).toBe(400);
  });

  it("merges the guest cart into the customer's on sign-in, and the customer's cart follows them", async () => {
    const onLaptop = await signedIn(app, 'ana@estampa.example', 'estampa-ana-2024');
    const laptop = shopper(app, sessionIdFor('laptop'), onLaptop.header());
    await laptop.post('/cart/lines', { article_id: '9001', quantity: '1' });

    const phoneJar = cookieJar();
    phoneJar.absorb(await app.inject({ method: 'GET', url: '/' }));
    const sid = /(?:^|; )sid=([A-Za-z0-9]+)/.exec(phoneJar.header())?.[1] as string;
    const guest = shopper(app, sid, phoneJar.header());
    await guest.post('/cart/lines', { article_id: '9001', quantity: '2' });
    await guest.post('/cart/lines', { article_id: '9002', quantity: '1' });

    await signInWithPassword(app, phoneJar, 'ana@estampa.example', 'estampa-ana-2024');
    const phone = shopper(app, sid, phoneJar.header());
    const merged = dataOf<CartViewWire>(await phone.get('/cart'));
    expect(merged.lines.map((line) => [line.article_id, line.quantity])).toEqual([
      [9001, 3],
      [9002, 1],
    ]);
    expect(dataOf<CartViewWire>(await laptop.get('/cart')).id).toBe(merged.id);
    expect(dataOf<CartViewWire>(await shopper(app, sid).get('/cart')).lines).toEqual([]);
  });
});

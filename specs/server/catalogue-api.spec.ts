import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, withSession } from '../support/test-app.ts';

describe('Shop API: catalogue', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('lists one home block per collection with the requested page size', async () => {
    const response = await app.inject({ method: 'GET', url: withSession('/shop-api/v1/home-blocks?page_size=3') });
    expect(response.statusCode).toBe(200);
    const blocks = response.json<{ data: { collection: string; designs: { designs: unknown[]; total: number } }[] }>()
      .data;
    expect(blocks.map((b) => b.collection)).toEqual([
      'INFANTIL',
      'OUTLET',
      'NOVELTY',
      'TOP_SALES',
      'ECONOMIC',
      'PROMOTION',
    ]);
    expect(blocks.every((b) => b.designs.designs.length === 3 && b.designs.total === 26)).toBe(true);
  });

  it('pages through a collection', async () => {
    const response = await app.inject({
      method: 'GET',
      url: withSession('/shop-api/v1/designs?collection=OUTLET&page=7&page_size=4'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { page: 7, pageSize: 4, total: 26 } });
    expect(response.json<{ data: { designs: unknown[] } }>().data.designs).toHaveLength(2);
  });

  it.each([
    ['an unknown collection', '/shop-api/v1/designs?collection=SOCKS&page=1&page_size=4', 'collection'],
    ['a page that is not a number', '/shop-api/v1/designs?collection=OUTLET&page=two&page_size=4', 'page'],
    ['a missing page size', '/shop-api/v1/home-blocks', 'page_size'],
    ['a huge page size', '/shop-api/v1/designs?collection=OUTLET&page=1&page_size=100000', 'page_size'],
    [
      'a repeated parameter',
      '/shop-api/v1/designs?collection=OUTLET&collection=NOVELTY&page=1&page_size=4',
      'collection',
    ],
  ])('refuses %s with 400 and the error envelope', async (_, url, field) => {
    const response = await app.inject({ method: 'GET', url: withSession(url) });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: number; message: string } }>();
    expect(body.error.code).toBe(4000);
    expect(body.error.message).toContain(field);
  });

  it('refuses a call without ext_session_id, naming it', async () => {
    const response = await app.inject({ method: 'GET', url: '/shop-api/v1/home-blocks?page_size=3' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 4000, message: 'ext_session_id: expected 16 to 128 letters and digits, got nothing' },
    });
  });

  it('answers an unknown endpoint with 404 and the error envelope, not a page', async () => {
    const response = await app.inject({ method: 'GET', url: '/shop-api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 4004, message: 'No such endpoint: GET /shop-api/v1/nothing-here' },
    });
  });

  it('answers a malformed JSON body with 400, never 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/shop-api/v1/home-blocks',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json<{ error: { code: number } }>().error.code).toBeGreaterThanOrEqual(4000);
  });
});

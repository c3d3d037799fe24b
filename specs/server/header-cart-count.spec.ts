import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, withSession } from '../support/test-app.ts';

describe("the header's cart count, rendered by the server", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("counts the session's items in the first HTML, with nothing shown while the cart is empty", async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    const cookie = String(home.headers['set-cookie']).split(';')[0]!;
    const sessionId = cookie.split('=')[1]!;
    const empty = await app.inject({ method: 'GET', url: '/offers', headers: { cookie } });
    expect(empty.body).toContain('"cartItemCount":0');
    expect(empty.body).not.toContain('class="cart-count"');

    const blocks = await app.inject({ method: 'GET', url: withSession('/shop-api/v1/home-blocks?page_size=1') });
    const designId = blocks.json<{ data: { designs: { designs: { id: string }[] } }[] }>().data[0]!.designs.designs[0]!
      .id;
    const design = (await app.inject({ method: 'GET', url: withSession(`/shop-api/v1/designs/${designId}`) })).json<{
      data: { articles: { id: number }[] };
    }>().data;
    const added = await app.inject({
      method: 'POST',
      url: `/shop-api/v1/cart/lines?ext_session_id=${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `article_id=${design.articles[0]!.id}&design_id=${designId}&quantity=3`,
    });
    expect(added.statusCode).toBe(201);

    const counted = await app.inject({ method: 'GET', url: '/offers', headers: { cookie } });
    expect(counted.body).toContain('"cartItemCount":3');
    expect(counted.body).toContain('<span class="cart-count" aria-hidden="true">3</span>');
    expect(counted.body).toContain('<span class="visually-hidden">Artículos en la cesta: 3</span>');
  });
});

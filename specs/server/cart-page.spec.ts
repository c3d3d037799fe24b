import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, withSession } from '../support/test-app.ts';

type Detail = { id: string; articles: { id: number; name: string }[] };

describe('the cart page, rendered on the server and as a payload', () => {
  let app: FastifyInstance;
  let detail: Detail;
  let cookie: string;
  let sessionId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    const blocks = await app.inject({ method: 'GET', url: withSession('/shop-api/v1/home-blocks?page_size=1') });
    const designId = blocks.json<{ data: { designs: { designs: { id: string }[] } }[] }>().data[0]!.designs.designs[0]!
      .id;
    detail = (await app.inject({ method: 'GET', url: withSession(`/shop-api/v1/designs/${designId}`) })).json<{
      data: Detail;
    }>().data;
    const home = await app.inject({ method: 'GET', url: '/' });
    cookie = String(home.headers['set-cookie']).split(';')[0]!;
    sessionId = cookie.split('=')[1]!;
  });
  afterAll(() => app.close());

  it('shows the CART error block while the session has no cart', async () => {
    const response = await app.inject({ method: 'GET', url: '/cart', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Tu cesta</h1>');
    expect(response.body).toContain('Tu cesta está vacía');
  });

  it("renders the session's cart with its lines, prices and totals once a line is added through the Shop API", async () => {
    const article = detail.articles[0]!;
    const added = await app.inject({
      method: 'POST',
      url: `/shop-api/v1/cart/lines?ext_session_id=${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `article_id=${article.id}&design_id=${detail.id}&quantity=2`,
    });
    expect(added.statusCode).toBe(201);
    const response = await app.inject({ method: 'GET', url: '/cart', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(article.name);
    expect(response.body).toMatch(/<input id="quantity-[^"]+" type="number"[^>]* value="2"/);
    expect(response.body).toContain('Precio por unidad');
    expect(response.body).toMatch(/<picture><source type="image\/avif" srcSet="[^"]+" sizes="96px"\/>/);
    expect(response.body).toMatch(/<img src="[^"]+" width="\d+" height="\d+" alt="[^"]*" loading="lazy"/);
    expect(response.body).toMatch(/<dd class="cart-total">[\d.,]+\s€<\/dd>/);
    // No address yet: the cheapest delivery to the store's default country, and no 0 € for shipping.
    expect(response.body).toMatch(/<dd>desde 3,45\s€<\/dd>/);
    expect(response.body).toContain('<dt>Total sin envío</dt>');
    expect(response.body).toContain('href="/checkout"');
  });

  it('answers the same cart as a payload for client-side navigation', async () => {
    const response = await app.inject({ method: 'GET', url: '/cart/_payload.json', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const page = response.json<{
      kind: string;
      routeName: string;
      data: { cart: { lines: { quantity: number }[] } };
    }>();
    expect(page).toMatchObject({ kind: 'page', routeName: 'cart', layout: 'master' });
    expect(page.data.cart.lines.map((line) => line.quantity)).toEqual([2]);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, withSession } from '../support/test-app.ts';

type Summary = { id: string; slug: string; name: string };
type Detail = {
  id: string;
  name: string;
  articles: { id: number; name: string }[];
  tags: { slug: string; name: string }[];
};

describe('the design page, rendered on the server and as a payload', () => {
  let app: FastifyInstance;
  let summary: Summary;
  let detail: Detail;
  beforeAll(async () => {
    app = await buildTestApp();
    const blocks = await app.inject({ method: 'GET', url: withSession('/shop-api/v1/home-blocks?page_size=1') });
    summary = blocks.json<{ data: { designs: { designs: Summary[] } }[] }>().data[0]!.designs.designs[0]!;
    const shown = await app.inject({ method: 'GET', url: withSession(`/shop-api/v1/designs/${summary.id}`) });
    detail = shown.json<{ data: Detail }>().data;
  });
  afterAll(() => app.close());

  const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

  it('renders the design with its articles as radio buttons, prices, pictures and tag links', async () => {
    const response = await app.inject({ method: 'GET', url: `/design/${summary.slug}/${summary.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>${escaped(detail.name)}</h1>`);
    expect(response.body).toContain('<legend>Elige dónde imprimirlo</legend>');
    expect(response.body.match(/<input type="radio" name="article"/g)).toHaveLength(detail.articles.length);
    expect(response.body).toMatch(/\d+,\d{2}\s€|\d+\s€/);
    expect(response.body).toMatch(/<source type="image\/avif" srcSet="[^"]+ \d+w/);
    expect(response.body).toMatch(/<img src="[^"]+" width="\d+" height="\d+" alt="[^"]*" loading="/);
    expect(response.body).toContain('<button type="button" class="button" disabled="">Añadir a la cesta</button>');
    for (const tag of detail.tags) expect(response.body).toContain(`href="/t/${tag.slug}"`);
  });

  it('answers an unknown design with 404 and the not-found page', async () => {
    const response = await app.inject({ method: 'GET', url: '/design/no-such-design/unknown-id' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Página no encontrada</h1>');
    expect(response.body).toContain('/design/no-such-design/unknown-id');
  });

  it('renders in another store language from the path prefix', async () => {
    const response = await app.inject({ method: 'GET', url: `/en/design/${summary.slug}/${summary.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<legend>Choose what to print it on</legend>');
  });

  it('gives the design page payload for client-side navigation', async () => {
    const response = await app.inject({ method: 'GET', url: `/design/${summary.slug}/${summary.id}/_payload.json` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'page',
      routeName: 'design',
      params: { slug: summary.slug, design_id: summary.id },
      data: { design: { id: summary.id, name: detail.name }, prices: { locale: 'es-ES', withDecimals: true } },
    });
  });

  it('gives an unknown design as a 404 payload', async () => {
    const response = await app.inject({ method: 'GET', url: '/design/x/unknown-id/_payload.json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ kind: 'error', status: 404, message: 'Page not found' });
  });

  it("shows a reviewed design's newest reviews and its stars, as the shop's review list has them", async () => {
    const listed = await app.inject({
      method: 'GET',
      url: withSession('/shop-api/v1/reviews?design_id=d0003&page=1&page_size=5'),
    });
    const api = listed.json<{ data: { total: number; reviews: { id: string }[] } }>().data;
    expect(api.total).toBeGreaterThan(0);
    // Under another slug, the payload sends the app to the design's own URL, as the page answers 308.
    const moved = await app.inject({ method: 'GET', url: '/design/any-slug/d0003/_payload.json' });
    const { to } = moved.json<{ kind: 'redirect'; to: string }>();
    expect(moved.json()).toEqual({
      kind: 'redirect',
      to: expect.stringMatching(/^\/design\/[^/]+\/d0003$/),
      status: 308,
    });
    const shown = await app.inject({ method: 'GET', url: `${to}/_payload.json` });
    const reviews = shown.json<{
      data: { reviews: { total: number; summary: { total: number }; reviews: { id: string }[] } };
    }>().data.reviews;
    expect(reviews).toMatchObject({ total: api.total, summary: { total: api.total } });
    expect(reviews.reviews.map((review) => review.id)).toEqual(api.reviews.map((review) => review.id));
  });

  it('renders the same bytes for every first visit to a design, but for the session each one is given', async () => {
    const path = `/design/${summary.slug}/${summary.id}`;
    const visits = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: path })));
    const sessionOf = (visit: (typeof visits)[number]) =>
      /^sid=([^;]+)/.exec(visit.headers['set-cookie']?.toString() ?? '')?.[1] ?? 'no session';
    const bodies = visits.map((visit) => visit.body.replaceAll(sessionOf(visit), 'SESSION'));
    expect(new Set(visits.map(sessionOf)).size).toBe(3);
    expect(bodies[0]).toContain('"extSessionId":"SESSION"');
    expect(bodies[1]).toBe(bodies[0]);
    expect(bodies[2]).toBe(bodies[0]);
  });

  it('shows the home page design cards with picture, price and a link to the design', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain(`<a class="design-card" href="/design/${summary.slug}/${summary.id}"`);
    expect(response.body).toMatch(/class="design-card"[^>]*><picture><source type="image\/avif"/);
    expect(response.body).toMatch(/<span class="store-price">.*?<strong>[^<]+€<\/strong>/);
  });
});

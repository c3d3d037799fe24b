import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, withSession } from '../support/test-app.ts';

type Summary = { id: string; slug: string; name: string };
type DesignPage = { designs: Summary[]; total: number };
type Article = { id: number; slug: string; name: string; name_plural: string };
type Tag = { slug: string; name: string; design_count: number };

const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

describe('the browse list pages, rendered on the server and as payloads', () => {
  let app: FastifyInstance;
  let article: Article;
  let tags: Tag[];
  let tag: Tag;
  let design: Summary;
  const shopApi = async <T>(path: string) =>
    (await app.inject({ method: 'GET', url: withSession(`/shop-api/v1${path}`) })).json<{ data: T }>().data;

  beforeAll(async () => {
    app = await buildTestApp();
    article = (await shopApi<Article[]>('/articles'))[0]!;
    tags = await shopApi<Tag[]>('/tags');
    tag = tags.find((candidate) => candidate.design_count > 24)!;
    design = (await shopApi<DesignPage>('/designs?page_size=1')).designs[0]!;
  });
  afterAll(() => app.close());

  it('lists the designs printable on an article, with sorting and page links', async () => {
    const listed = await shopApi<DesignPage>(`/designs?article=${article.id}&page_size=24`);
    const response = await app.inject({ method: 'GET', url: `/designs/${article.slug}/${article.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`${escaped(article.name_plural)}: elige un diseño</h1>`);
    // Each design opens with this article chosen.
    expect(response.body).toContain(
      `href="/design/${listed.designs[0]!.slug}/${listed.designs[0]!.id}?article_id=${article.id}"`,
    );
    expect(response.body).toContain(
      `<form class="listing-sort" action="/designs/${article.slug}/${article.id}" method="get">`,
    );
    expect(response.body).toContain('<option value="DATE_CREATION">Más nuevos</option>');
    expect(response.body).toContain('name="sort"');
  });

  it("answers a non-digit article id with 404 'Page Not Found: {path}'", async () => {
    const response = await app.inject({ method: 'GET', url: '/designs/x/abc' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page Not Found: /designs/x/abc');
  });

  it('answers an article the store does not sell with 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/designs/x/19999' });
    expect(response.statusCode).toBe(404);
  });

  it("lists a tag's designs, page 2 in the chosen order, with a labelled page navigation", async () => {
    const response = await app.inject({ method: 'GET', url: `/t/${tag.slug}?page=2&sort=DATE_CREATION` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Diseños: ${escaped(tag.name)}</h1>`);
    expect(response.body).toContain(`Diseños de esta temática: ${tag.design_count}`);
    expect(response.body).toContain(`<title>Diseños: ${escaped(tag.name)}</title>`);
    expect(response.body).toContain('<nav class="pagination" aria-label="Páginas">');
    expect(response.body).toContain(
      `<a aria-label="Página 2" aria-current="page" href="/t/${tag.slug}?page=2&amp;sort=DATE_CREATION"`,
    );
    expect(response.body).toContain(`<a rel="prev" href="/t/${tag.slug}?sort=DATE_CREATION"`);
    expect(response.body).toMatch(/<option value="DATE_CREATION" selected="">Más nuevos<\/option>/);
  });

  it('falls back to the first page, most popular first, for an invalid page or sort', async () => {
    const response = await app.inject({ method: 'GET', url: `/t/${tag.slug}/_payload.json?page=zero&sort=NAME` });
    expect(response.json()).toMatchObject({ data: { designs: { page: 1 }, sort: 'POPULARITY' } });
  });

  it('answers an unknown tag with 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/t/no-such-tag' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Página no encontrada</h1>');
  });

  it('finds designs by name and echoes the search text in the heading', async () => {
    const response = await app.inject({ method: 'GET', url: `/search?query=${encodeURIComponent(design.name)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Resultados de búsqueda para «${escaped(design.name)}»</h1>`);
    expect(response.body).toContain(`href="/design/${design.slug}/${design.id}"`);
    expect(response.body).toContain('<input type="hidden" name="query"');
  });

  it('treats an injection attempt as search text and shows the no-results block', async () => {
    const text = "%' OR 1=1 --";
    const response = await app.inject({ method: 'GET', url: `/search?query=${encodeURIComponent(text)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Resultados de búsqueda para «${escaped(text)}»</h1>`);
    expect(response.body).toContain('<h2 id="error-block-title">Sin resultados</h2>');
    expect(response.body).not.toContain('class="design-card"');
  });

  it('lists the offers: articles on offer and designs for them', async () => {
    const offers = await shopApi<{ articles: Article[]; designs: DesignPage }>('/offers');
    const response = await app.inject({ method: 'GET', url: '/offers' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('>Ofertas</h1>');
    expect(response.body).toContain('<title>Ofertas en productos personalizados</title>');
    for (const onOffer of offers.articles)
      expect(response.body).toContain(`href="/designs/${onOffer.slug}/${onOffer.id}"`);
  });

  it('lists every tag with its design count and a link to it', async () => {
    const response = await app.inject({ method: 'GET', url: '/tags-list' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('>Todas las temáticas de diseños</h1>');
    for (const each of tags) {
      expect(response.body).toContain(
        `<a href="/t/${each.slug}">${escaped(each.name)}</a> <span>Diseños: ${each.design_count}</span>`,
      );
    }
  });

  it.each([
    ['mothers-day', 'Regalos para el Día de la Madre', 'Diseños'],
    ['personalised-mugs', 'Tazas personalizadas', 'Productos'],
    ['photo-gifts', null, 'Productos'],
  ])('renders the landing page %s with what its list mode lists', async (slug, title, listed) => {
    const response = await app.inject({ method: 'GET', url: `/${slug}` });
    expect(response.statusCode).toBe(200);
    if (title !== null) expect(response.body).toContain(`>${title}</h1>`);
    expect(response.body).toContain(`>${listed}</h2>`);
  });

  it('answers an unknown landing page with 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-landing' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('/no-such-landing');
  });

  it('renders in another store language from the path prefix', async () => {
    const response = await app.inject({ method: 'GET', url: '/en/tags-list' });
    expect(response.body).toContain('>All design themes</h1>');
  });

  // Built when the test runs, once beforeAll has found the article and the tag.
  const payloads = (): readonly (readonly [payloadUrl: string, routeName: string, data: object])[] => [
    [`/designs/${article.slug}/${article.id}/_payload.json`, 'designs', { article: { id: article.id } }],
    [`/t/${tag.slug}/_payload.json?page=2`, 'tag', { tag: { slug: tag.slug }, designs: { page: 2 } }],
    ['/search/_payload.json?query=gato', 'search', { query: 'gato', designs: { total: 0 } }],
    ['/offers/_payload.json', 'offers', { sort: 'POPULARITY' }],
    ['/tags-list/_payload.json', 'tags-list', { tags: tags.map(({ slug }) => expect.objectContaining({ slug })) }],
    ['/mothers-day/_payload.json', 'landing', { landing: { slug: 'mothers-day', list_mode: 'LIST_DESIGNS' } }],
  ];

  it('gives a payload of each page for client-side navigation', async () => {
    for (const [url, routeName, data] of payloads()) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toMatchObject({ kind: 'page', routeName, data });
    }
  });

  it('gives an unknown tag as a 404 payload', async () => {
    const response = await app.inject({ method: 'GET', url: '/t/no-such-tag/_payload.json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ kind: 'error', status: 404, message: 'Page not found' });
  });
});

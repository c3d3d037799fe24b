import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, withSession } from '../support/test-app.ts';

/** Every Estampa store, deployed at its own origin; the Spanish one is the shop under test. */
const STORE_ORIGINS = [
  'WPX-ES=https://es.shop.example',
  'WPX-PL=https://pl.shop.example',
  'WPX-IT=https://it.shop.example',
  'WPX-DK=https://dk.shop.example',
  'WPX-FR=https://fr.shop.example',
  'WPX-PT=https://pt.shop.example',
  'WPX-CZ=https://cz.shop.example',
].join(',');

const linksOf = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)">`, 'g'))].map(
    ([, hreflang, href]) => (hreflang === undefined ? href : `${hreflang} ${href}`),
  );

describe('search-engine signals of a shop with its sibling stores configured', () => {
  let app: FastifyInstance;
  let design: { id: string; slug: string };
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: 'https://es.shop.example', STORE_ORIGINS });
    const blocks = await app.inject({ method: 'GET', url: withSession('/shop-api/v1/home-blocks?page_size=1') });
    design = blocks.json<{ data: { designs: { designs: { id: string; slug: string }[] } }[] }>().data[0]!.designs
      .designs[0]!;
  });
  afterAll(() => app.close());

  // A forged Host must change nothing: every URL comes from the configuration.
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });

  it('announces the seven deployed stores, this one at PUBLIC_URL, and names itself canonical', async () => {
    const page = await get('/help-center');
    expect(page.statusCode).toBe(200);
    expect(linksOf(page.body, 'canonical')).toEqual(['https://es.shop.example/help-center']);
    expect(linksOf(page.body, 'alternate')).toEqual([
      'es-ES https://es.shop.example/help-center',
      'pl-PL https://pl.shop.example/help-center',
      'it-IT https://it.shop.example/help-center',
      'da-DK https://dk.shop.example/help-center',
      'fr-FR https://fr.shop.example/help-center',
      'pt-PT https://pt.shop.example/help-center',
      'cs-CZ https://cz.shop.example/help-center',
      'x-default https://es.shop.example/help-center',
    ]);
  });

  it('lists the same alternates in the sitemap', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain(
      '<url><loc>https://es.shop.example/offers</loc><xhtml:link rel="alternate" hreflang="es-ES" href="https://es.shop.example/offers"/><xhtml:link rel="alternate" hreflang="pl-PL" href="https://pl.shop.example/offers"/>',
    );
    expect(sitemap.body.match(/<xhtml:link[^>]*href="https:\/\/es\.shop\.example\/offers"/g)).toHaveLength(2);
    expect(sitemap.body).not.toContain('estampa.example');
  });

  it('sends a prefix naming the store’s own language to the page without it with 308, on the configured origin', async () => {
    for (const [from, to] of [
      ['/es', 'https://es.shop.example/'],
      ['/es/', 'https://es.shop.example/'],
      ['/es/offers?page=2', 'https://es.shop.example/offers?page=2'],
      [`/es/design/${design.slug}/${design.id}`, `https://es.shop.example/design/${design.slug}/${design.id}`],
    ]) {
      const response = await get(from!);
      expect(response.statusCode, from).toBe(308);
      expect(response.headers.location, from).toBe(to);
    }
  });

  it('sends a design asked for under a wrong slug to its own with 308', async () => {
    const response = await get(`/design/wrong-slug/${design.id}`);
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(`https://es.shop.example/design/${design.slug}/${design.id}`);
    const followed = await get(`/design/${design.slug}/${design.id}`);
    expect(followed.statusCode).toBe(200);
    expect(linksOf(followed.body, 'canonical')).toEqual([`https://es.shop.example/design/${design.slug}/${design.id}`]);
  });

  it('makes a list’s second page its own canonical, and its alternates the second page elsewhere', async () => {
    const page = await get('/offers?page=2&sort=NEWEST&utm_source=x');
    expect(page.statusCode).toBe(200);
    expect(linksOf(page.body, 'canonical')).toEqual(['https://es.shop.example/offers?page=2']);
    expect(linksOf(page.body, 'alternate')).toContain('pl-PL https://pl.shop.example/offers?page=2');
    expect(linksOf((await get('/offers?page=1')).body, 'canonical')).toEqual(['https://es.shop.example/offers']);
  });

  it('keeps a page read in another language than the store’s out of the index', async () => {
    const page = await get('/en/help-center');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(linksOf(page.body, 'canonical')).toEqual([]);
    expect(linksOf(page.body, 'alternate')).toEqual([]);
  });
});

const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );

describe('structured data (JSON-LD) of the shop’s pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(() => app.close());

  it('states a design as a product with its brand, sku, description and only the reviews of that article', async () => {
    const moved = await app.inject({ method: 'GET', url: '/design/any/d0003' });
    const page = await app.inject({ method: 'GET', url: new URL(moved.headers.location!).pathname });
    const [product] = jsonLdOf(page.body);
    expect(product).toMatchObject({
      '@type': 'Product',
      brand: { '@type': 'Brand', name: 'Estampa' },
      sku: expect.stringMatching(/^d0003-\d+$/),
      description: expect.stringContaining(': '),
      offers: { '@type': 'Offer', priceCurrency: 'EUR' },
    });
    const payload = await app.inject({
      method: 'GET',
      url: `${new URL(moved.headers.location!).pathname}/_payload.json`,
    });
    const { data } = payload.json<{
      data: {
        design: { articles: { id: number }[] };
        reviews: { reviews: { articleId: number; body: string; locale: string }[] };
      };
    }>();
    // The demo reviews are of the article the page offers first, each stated in its own language.
    const ofArticle = data.reviews.reviews.filter((review) => review.articleId === data.design.articles[0]!.id);
    expect(ofArticle.length).toBeGreaterThan(0);
    expect(product!.review).toEqual(
      ofArticle.map((review) => expect.objectContaining({ reviewBody: review.body, inLanguage: review.locale })),
    );
    for (const review of ofArticle) expect(page.body).toContain(`<p class="review-body" lang="${review.locale}">`);
  });

  it('states the breadcrumb a help page shows', async () => {
    const page = await app.inject({ method: 'GET', url: '/help-center/topic/90' });
    const crumbs = jsonLdOf(page.body).find((data) => data['@type'] === 'BreadcrumbList');
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Centro de ayuda', item: 'https://shop.example/help-center' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Antes de comprar',
          item: 'https://shop.example/help-center/category/3',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: '¿Cómo personalizo un producto?',
          item: 'https://shop.example/help-center/topic/90',
        },
      ],
    });
    const category = await app.inject({ method: 'GET', url: '/help-center/category/3' });
    expect(jsonLdOf(category.body)[0]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('rates no organisation on its own reviews page', async () => {
    const page = await app.inject({ method: 'GET', url: '/reviews' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('AggregateRating');
    expect(jsonLdOf(page.body)).toEqual([]);
  });
});

describe('search-engine signals of a shop deployed alone', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: 'https://tienda.example' });
  });
  afterAll(() => app.close());

  it('announces itself only, at PUBLIC_URL', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(linksOf(page.body, 'canonical')).toEqual(['https://tienda.example/']);
    expect(linksOf(page.body, 'alternate')).toEqual([
      'es-ES https://tienda.example/',
      'x-default https://tienda.example/',
    ]);
  });
});

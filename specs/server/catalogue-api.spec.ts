import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDesigns, type DemoDesign } from '../../adapters/postgres/seeds/catalogue/demo-designs.ts';
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
    expect(response.json()).toMatchObject({ success: true, data: { page: 7, page_size: 4, total: 26 } });
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
      error: { code: 4004, message: 'No such endpoint' },
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

  type Envelope<T> = { success: true; data: T } | { success: false; error: { code: number; message: string } };
  const get = async <T>(url: string) => {
    const response = await app.inject({ method: 'GET', url: withSession(`/shop-api/v1${url}`) });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };
  const data = async <T>(url: string) => {
    const { status, body } = await get<T>(url);
    expect(status).toBe(200);
    if (!body.success) throw new Error(body.error.message);
    return body.data;
  };
  const refused = async (url: string, status: number, code: number, mentions: string) => {
    const answer = await get<never>(url);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, error: { code } });
    if (!answer.body.success) expect(answer.body.error.message).toContain(mentions);
  };

  type Money = { amount: number; currency: string };
  type Picture = {
    sources: { type: string; srcset: string }[];
    fallback: { src: string; width: number; height: number };
    alt: string;
  };
  type Summary = {
    id: string;
    name: string;
    collection: string;
    picture?: Picture;
    price?: { price: Money; compare_at_price: Money | null };
  };
  type Page = { designs: Summary[]; page: number; page_size: number; total: number };
  type Article = {
    id: number;
    slug: string;
    name: string;
    name_plural: string;
    description: string;
    price: Money;
    compare_at_price: Money | null;
    picture: Picture | null;
  };

  describe('per-store texts and prices', () => {
    it('gives home blocks in the store language and currency, each design with a sized picture', async () => {
      const blocks = await data<{ collection: string; designs: Page }[]>('/home-blocks?page_size=2&store=WPX-PL');
      const design = blocks[0]?.designs.designs[0];
      expect(design?.price?.price.currency).toBe('PLN');
      expect((design?.price?.price.amount ?? 1) % 100).toBe(0);
      expect(design?.picture?.fallback).toMatchObject({ width: 960, height: 960 });
      expect(design?.picture?.sources.map((source) => source.type)).toEqual([
        'image/avif',
        'image/webp',
        expect.stringMatching(/jpeg|png/),
      ]);
      const spanish = await data<{ designs: Page }[]>('/home-blocks?page_size=2&store=WPX-ES');
      expect(spanish[0]?.designs.designs[0]?.name).not.toBe(design?.name);
    });

    it('names one design naturally in each of the eight store languages', async () => {
      const names = await Promise.all(
        ['WPX-PL', 'WPX-ES', 'WPX-IT', 'WPX-DK', 'WPX-FR', 'WPX-PT', 'WPX-CZ'].map(
          async (store) => (await data<{ name: string }>(`/designs/d0001?store=${store}`)).name,
        ),
      );
      expect(names).toEqual([
        'Lis w akwareli',
        'Zorro en acuarela',
        'Volpe ad acquerello',
        'Ræv i akvarel',
        "Renard à l'aquarelle",
        'Raposa em aguarela',
        'Liška v akvarelu',
      ]);
    });

    it('accepts a store slug in any letter case and uses the configured store without one', async () => {
      expect((await data<Article>('/articles/101?store=wpx-dk')).price.currency).toBe('DKK');
      expect((await data<Article>('/articles/101')).price.currency).toBe('EUR');
    });

    it.each([
      '/home-blocks?page_size=2&store=WPX-XX',
      '/designs?store=',
      '/articles?store=DE',
      '/tags?store=WPX-ES&store=WPX-PL',
    ])('refuses an unknown store: %s', (url) => refused(url, 400, 4000, 'store'));
  });

  describe('GET /designs', () => {
    it('lists the designs of an article, priced on that article and pictured on it', async () => {
      const page = await data<Page>('/designs?article=101&page_size=48');
      expect(page.total).toBeGreaterThan(20);
      expect(
        page.designs.every((d) => d.price?.price.amount === 1295 && d.picture?.fallback.src.includes('-a101-')),
      ).toBe(true);
    });

    it('lists the designs of a tag and of a search, combined with a collection', async () => {
      const kids = await data<Page>('/designs?tag=kids&page_size=48');
      expect(kids.total).toBeGreaterThan(10);
      const foxes = await data<Page>('/designs?query=zorro&store=WPX-ES');
      expect(foxes.total).toBe(12);
      expect(foxes.designs.every((d) => d.name.startsWith('Zorro'))).toBe(true);
      const outletFoxes = await data<Page>('/designs?query=zorro&collection=OUTLET&store=WPX-ES');
      expect(outletFoxes.designs.every((d) => d.collection === 'OUTLET')).toBe(true);
      expect(outletFoxes.total).toBeLessThan(12);
    });

    it('treats SQL-ish search text as text', async () => {
      expect(await data<Page>(`/designs?query=${encodeURIComponent("%' OR 1=1 --")}`)).toMatchObject({
        designs: [],
        total: 0,
      });
      expect(await data<Page>(`/designs?query=${encodeURIComponent('%')}`)).toMatchObject({ total: 0 });
      expect(await data<Page>(`/designs?query=${encodeURIComponent("'; DROP TABLE designs; --")}`)).toMatchObject({
        total: 0,
      });
      expect((await data<Page>('/designs?page_size=1')).total).toBe(156);
    });

    it.each([
      ['DATE_CREATION', (d: DemoDesign) => d.createdAt.getTime()],
      ['DATE_LAST_MODIFICATION', (d: DemoDesign) => d.updatedAt.getTime()],
      ['POPULARITY', (d: DemoDesign) => d.popularity],
    ])('sorts by %s, highest first, ties by id', async (sort, key) => {
      const expected = [...demoDesigns()]
        .sort((a, b) => key(b) - key(a) || (a.id < b.id ? -1 : 1))
        .slice(0, 10)
        .map((d) => d.id);
      expect((await data<Page>(`/designs?sort=${sort}&page_size=10`)).designs.map((d) => d.id)).toEqual(expected);
    });

    it.each([
      ['page 0', '/designs?page=0', 'page'],
      ['a page size of 1000', '/designs?page_size=1000', 'page_size'],
      ['a page size of 49', '/designs?page_size=49', 'page_size'],
      ['an unknown sort', '/designs?sort=X', 'sort'],
      ['a non-numeric article', '/designs?article=mug', 'article'],
      ['an article id at the create limit', '/designs?article=20000', 'article'],
      ['a malformed tag', '/designs?tag=Not%20A%20Slug', 'tag'],
      ['a blank search', '/designs?query=%20%20', 'query'],
      ['a search of nine words', '/designs?query=a%20b%20c%20d%20e%20f%20g%20h%20i', 'query'],
      ['a search of 101 characters', `/designs?query=${'x'.repeat(101)}`, 'query'],
      ['a repeated search', '/designs?query=a&query=b', 'query'],
    ])('refuses %s with 400', (_, url, mentions) => refused(url, 400, 4000, mentions));
  });

  describe('GET /designs/{id}', () => {
    it('gives the design with its articles and store prices, pictures, translated tags and no rating without reviews', async () => {
      const design = await data<{
        id: string;
        articles: Article[];
        tags: { slug: string; name: string }[];
        rating: unknown;
      }>('/designs/d0002?store=WPX-FR');
      expect(design.id).toBe('d0002');
      expect(design.articles.length).toBeGreaterThanOrEqual(3);
      expect(design.articles.every((a) => a.price.currency === 'EUR')).toBe(true);
      expect(design.articles.map((a) => a.price.amount)).toEqual(
        [...design.articles.map((a) => a.price.amount)].sort((a, b) => a - b),
      );
      expect(design.articles.every((a) => a.picture !== null)).toBe(true);
      expect(design.tags.find((tag) => tag.slug === 'nature')?.name).toBe('Nature');
      expect(design.tags.find((tag) => tag.slug === 'travel')?.name).toBe('Voyage');
    });

    it('answers an unknown design with 404 and the envelope', () => refused('/designs/d9999', 404, 4004, 'design'));
    it('refuses a malformed id with 400', () =>
      refused(`/designs/${encodeURIComponent('d1 OR 1=1')}`, 400, 4000, 'id'));
  });

  describe('GET /articles', () => {
    it('lists at least twelve articles with translated names and the store prices', async () => {
      const spanish = await data<Article[]>('/articles?store=WPX-ES');
      expect(spanish.length).toBeGreaterThanOrEqual(12);
      expect(spanish.find((a) => a.slug === 'mug')).toMatchObject({
        name: 'Taza',
        name_plural: 'Tazas',
        price: { amount: 1295, currency: 'EUR' },
        compare_at_price: { amount: 1695, currency: 'EUR' },
      });
      const czech = await data<Article[]>('/articles?store=WPX-CZ');
      expect(czech.every((a) => a.price.currency === 'CZK' && a.price.amount % 100 === 0)).toBe(true);
      expect(czech.find((a) => a.slug === 'mug')?.name).toBe('Hrnek');
      expect(spanish.some((a) => a.price.amount % 100 !== 0)).toBe(true);
    });

    it('gives one article with its picture', async () => {
      const tote = await data<Article>('/articles/111?store=WPX-IT');
      expect(tote).toMatchObject({ id: 111, name: 'Borsa di tela', compare_at_price: null });
      expect(tote.picture?.fallback.src).toBe('/media/article-111-960.png');
    });

    it('answers an unknown article with 404', () => refused('/articles/999', 404, 4004, 'article'));
    it.each(['/articles/mug', '/articles/0', '/articles/99999999999'])('refuses %s with 400', (url) =>
      refused(url, 400, 4000, 'id'),
    );
  });

  describe('GET /tags', () => {
    it('lists twenty tags or more in the store language, alphabetically, with design counts', async () => {
      const tags = await data<{ slug: string; name: string; design_count: number }[]>('/tags?store=WPX-ES');
      expect(tags.length).toBeGreaterThanOrEqual(20);
      expect(tags.map((tag) => tag.name)).toEqual(
        [...tags.map((tag) => tag.name)].sort((a, b) => a.localeCompare(b, 'es')),
      );
      expect(tags.find((tag) => tag.slug === 'animals')).toMatchObject({ name: 'Animales', design_count: 36 });
    });
  });

  describe('GET /search-suggestions', () => {
    type Suggestions = {
      articles: { id: number; slug: string; name: string; name_plural: string }[];
      designs: { id: string; slug: string; name: string }[];
      tags: { slug: string; name: string }[];
    };

    it('suggests the mug for "taz" and the cushion for "cojin", in the store language', async () => {
      const taz = await data<Suggestions>('/search-suggestions?query=taz&store=WPX-ES');
      expect(taz.articles).toEqual([{ id: 101, slug: 'mug', name: 'Taza', name_plural: 'Tazas' }]);
      expect(taz.designs.length).toBeGreaterThan(0);
      const cushions = await data<Suggestions>('/search-suggestions?query=cojin&store=WPX-ES');
      expect(cushions.articles.map((a) => a.name)).toEqual(['Cojín']);
      const polish = await data<Suggestions>('/search-suggestions?query=kub&store=WPX-PL');
      expect(polish.articles.map((a) => a.name_plural)).toEqual(['Kubki']);
      const animals = await data<Suggestions>('/search-suggestions?query=animales&store=WPX-ES');
      expect(animals.tags).toEqual([{ slug: 'animals', name: 'Animales' }]);
      expect(animals.designs).toHaveLength(6);
    });

    it('suggests nothing below two letters', async () => {
      expect(await data<Suggestions>('/search-suggestions?query=t')).toEqual({ articles: [], designs: [], tags: [] });
    });

    it.each([
      ['a missing text', '/search-suggestions', 'query'],
      ['a text of 101 characters', `/search-suggestions?query=${'x'.repeat(101)}`, 'query'],
      ['a repeated text', '/search-suggestions?query=a&query=b', 'query'],
    ])('refuses %s with 400', (_, url, mentions) => refused(url, 400, 4000, mentions));
  });

  describe('GET /offers', () => {
    it('gives the articles on offer in the store and designs printable on them', async () => {
      const spanish = await data<{ articles: Article[]; designs: Page }>('/offers?store=WPX-ES&page_size=12');
      expect(spanish.articles.map((a) => a.slug)).toEqual(['mug', 'cushion', 'puzzle', 'calendar', 'notebook']);
      expect(spanish.articles.every((a) => (a.compare_at_price?.amount ?? 0) > a.price.amount)).toBe(true);
      expect(spanish.designs.designs).toHaveLength(12);
      expect(
        spanish.designs.designs.every((d) => (d.price?.compare_at_price?.amount ?? 0) > (d.price?.price.amount ?? 0)),
      ).toBe(true);
      const polish = await data<{ articles: Article[] }>('/offers?store=WPX-PL');
      expect(polish.articles.map((a) => a.slug)).toContain('canvas');
    });

    it('refuses bad paging', () => refused('/offers?page=0', 400, 4000, 'page'));
  });

  describe('GET /landing-pages/{slug}', () => {
    type Landing = { title: string; body: string; list_mode: string; designs: Page | null; articles: Article[] };

    it('LIST_DESIGNS lists the designs of its tag', async () => {
      const page = await data<Landing>('/landing-pages/mothers-day?store=WPX-IT');
      expect(page).toMatchObject({ title: 'Regali per la Festa della mamma', list_mode: 'LIST_DESIGNS', articles: [] });
      expect(page.designs?.total).toBeGreaterThan(20);
    });

    it('LANDING shows its article and its designs', async () => {
      const page = await data<Landing>('/landing-pages/personalised-mugs?store=WPX-DK');
      expect(page).toMatchObject({ title: 'Personlige krus', list_mode: 'LANDING' });
      expect(page.articles.map((a) => a.slug)).toEqual(['mug']);
      expect(page.designs?.designs.every((d) => d.picture?.fallback.src.includes('-a101-'))).toBe(true);
      expect((await data<Landing>('/landing-pages/kids-room?page_size=6')).designs?.designs).toHaveLength(6);
    });

    it('LIST lists the articles', async () => {
      const page = await data<Landing>('/landing-pages/photo-gifts?store=WPX-PT');
      expect(page).toMatchObject({ title: 'Presentes com fotografia', list_mode: 'LIST', designs: null });
      expect(page.articles.length).toBeGreaterThanOrEqual(12);
    });

    it('answers an unknown slug with 404', () => refused('/landing-pages/no-such-page', 404, 4004, 'landing page'));
    it('refuses a malformed slug with 400', () => refused('/landing-pages/Bad_Slug', 400, 4000, 'slug'));
  });

  it('documents every catalogue route for the OpenAPI document', () => {
    const routes = app.printRoutes({ commonPrefix: false });
    for (const path of ['home-blocks', 'designs', 'articles', 'tags', 'offers', 'landing-pages'])
      expect(routes).toContain(path);
  });
});

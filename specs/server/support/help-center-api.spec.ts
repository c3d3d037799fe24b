import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_CENTER_TOPIC_GROUPS } from '../../../core/domain/help-center/topic-groups.ts';
import { LOCALES } from '../../../core/domain/site/locale.ts';
import { buildTestApp, withSession } from '../../support/test-app.ts';

type Envelope<T> = { success: true; data: T };
type Category = { id: number; name: string; topic_count: number };
type Topic = { id: string; slug: string; title: string; category_id: number; body: string };

describe('Shop API: help center', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url: withSession(`/shop-api/v1${url}`) });

  it('lists the categories in the configured store language (WPX-ES) with their topic counts', async () => {
    const response = await get('/help-center/categories');
    expect(response.statusCode).toBe(200);
    const categories = response.json<Envelope<Category[]>>().data;
    expect(categories.map((c) => c.id)).toEqual([3, 1, 9, 5, 7, 11]);
    expect(categories.find((c) => c.id === 3)).toEqual({ id: 3, name: 'Antes de comprar', topic_count: 4 });
    expect(categories.find((c) => c.id === 5)?.topic_count).toBe(4);
  });

  it.each([
    ['WPX-PL', 'Przed zakupem'],
    ['WPX-DK', 'Før du køber'],
    ['WPX-CZ', 'Před nákupem'],
    ['wpx-fr', 'Avant d’acheter'],
  ])('names the categories in the language of store %s', async (store, name) => {
    const response = await get(`/help-center/categories?store=${store}`);
    expect(response.json<Envelope<Category[]>>().data[0]?.name).toBe(name);
  });

  it('has every category and topic written in all eight languages', async () => {
    for (const locale of LOCALES) {
      const categories = (await get(`/help-center/categories?locale=${locale}`)).json<Envelope<Category[]>>().data;
      for (const category of categories) {
        const detail = (await get(`/help-center/categories/${category.id}?locale=${locale}`)).json<
          Envelope<{ topics: { id: string }[] }>
        >().data;
        const english = (await get(`/help-center/categories/${category.id}?locale=en`)).json<
          Envelope<{ topics: { title: string }[] }>
        >().data;
        expect(detail.topics).toHaveLength(category.topic_count);
        for (const [n, { id }] of detail.topics.entries()) {
          const topic = (await get(`/help-center/topics/${id}?locale=${locale}`)).json<Envelope<Topic>>().data;
          expect(topic.body.length).toBeGreaterThan(60);
          if (locale !== 'en') expect(topic.title).not.toBe(english.topics[n]?.title);
        }
      }
    }
  });

  it('shows a category with its topics in display order', async () => {
    const response = await get('/help-center/categories/7?locale=en');
    expect(response.statusCode).toBe(200);
    const category =
      response.json<Envelope<{ id: number; name: string; topics: { id: string; slug: string }[] }>>().data;
    expect(category.name).toBe('Orders received');
    expect(category.topics.map((t) => t.id)).toEqual(['8', '11', '26', '31']);
    expect(category.topics[1]?.slug).toBe('can-i-return-a-product_11');
  });

  it('shows a topic by number, by readable key and by a key whose words changed', async () => {
    const byNumber = (await get('/help-center/topics/25?store=WPX-IT')).json<Envelope<Topic>>().data;
    expect(byNumber).toMatchObject({
      id: '25',
      category_id: 3,
      title: 'Quanto costa la spedizione e quanto tempo richiede?',
    });
    const bySlug = await get(`/help-center/topics/${byNumber.slug}?store=WPX-IT`);
    expect(bySlug.json<Envelope<Topic>>().data).toEqual(byNumber);
    const oldSlug = await get('/help-center/topics/shipping-costs_25?store=WPX-IT');
    expect(oldSlug.json<Envelope<Topic>>().data.id).toBe('25');
  });

  it('falls back to English, then to any language, for a locale without texts', async () => {
    const response = await get('/help-center/topics/33?locale=en');
    expect(response.json<Envelope<Topic>>().data.title).toBe('How do I track my order?');
  });

  it.each(Object.entries(HELP_CENTER_TOPIC_GROUPS))(
    'lists the %s group with the topics of spec 9, in order',
    async (group, { categoryId, topicIds }) => {
      const response = await get(`/help-center/topic-groups/${group}?store=WPX-PT`);
      expect(response.statusCode).toBe(200);
      const data = response.json<Envelope<{ group: string; category_id: number | null; topics: Topic[] }>>().data;
      expect(data.group).toBe(group);
      expect(data.category_id).toBe(categoryId ?? null);
      expect(data.topics.map((t) => Number(t.id))).toEqual(topicIds);
      expect(data.topics.every((t) => t.title.length > 0)).toBe(true);
    },
  );

  it.each([
    ['a topic id of letters', '/help-center/topics/abc', 'id'],
    ['a topic key without its number', '/help-center/topics/returns_', 'id'],
    ['a category id of letters', '/help-center/categories/abc', 'id'],
    ['a negative category id', '/help-center/categories/-3', 'id'],
    ['an unknown group', '/help-center/topic-groups/afterLunch', 'group'],
    ['an unknown store', '/help-center/categories?store=XX-XX', 'store'],
    ['an unknown locale', '/help-center/categories?locale=de', 'locale'],
    ['a repeated locale', '/help-center/categories?locale=es&locale=pl', 'locale'],
  ])('refuses %s with 400 naming the field', async (_, url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ success: false; error: { code: number; message: string } }>();
    expect(body.error.code).toBe(4000);
    expect(body.error.message).toContain(field);
  });

  it('answers 404 for a category or topic that does not exist', async () => {
    expect((await get('/help-center/categories/999')).json()).toEqual({
      success: false,
      error: { code: 4004, message: 'No help-center category 999' },
    });
    expect((await get('/help-center/topics/424242')).statusCode).toBe(404);
    expect((await get('/help-center/topics/lost_424242')).statusCode).toBe(404);
  });

  it('answers a huge topic id 414 in the error envelope, unrouted', async () => {
    const response = await get(`/help-center/topics/${'a'.repeat(5000)}_1`);
    expect(response.statusCode).toBe(414);
    expect(response.json<{ success: boolean; error: { code: number } }>()).toMatchObject({
      success: false,
      error: { code: 4000 },
    });
  });

  it('refuses a call without ext_session_id', async () => {
    const response = await app.inject({ method: 'GET', url: '/shop-api/v1/help-center/categories' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain('ext_session_id');
  });
});

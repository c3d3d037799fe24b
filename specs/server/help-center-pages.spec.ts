import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app.ts';

describe('help center, about-us and contact pages rendered on the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('lists the help-center categories with the page title, description, canonical and alternates', async () => {
    const response = await get('/help-center');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Centro de ayuda · Estampa</title>');
    expect(response.body).toContain('<meta name="description" content="Respuestas sobre personalización');
    expect(response.body).toContain('<link rel="canonical" href="https://shop.example/help-center">');
    expect(response.body).toContain('<link rel="alternate" hreflang="es-ES" href="https://shop.example/help-center">');
    expect(response.body).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://shop.example/help-center">',
    );
    expect(response.body).toContain('<h1>Centro de ayuda</h1>');
    expect(response.body).toContain('<a href="/help-center/category/3"');
    expect(response.body).toContain('Antes de comprar');
  });

  it('shows a category with its topics, titled after it', async () => {
    const response = await get('/help-center/category/3');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Antes de comprar · Centro de ayuda · Estampa</title>');
    expect(response.body).toContain('<h1>Antes de comprar</h1>');
    expect(response.body).toMatch(
      /<a href="\/help-center\/topic\/[^"]*_?90"[^>]*>¿Cómo personalizo un producto\?<\/a>/,
    );
  });

  it('shows a topic in the locale of its path, with its body as the description', async () => {
    const response = await get('/en/help-center/topic/90');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html data-brand="estampa" lang="en">');
    expect(response.body).toContain('<title>How do I personalise a product? · Help center · Estampa</title>');
    expect(response.body).toContain('<meta name="description" content="Choose a design or start from a blank article');
    // Read in a language the store is not in, the page stays out of the index.
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    // Links keep the locale prefix of the path.
    expect(response.body).toContain('<a href="/en/help-center/category/3"');
  });

  it('answers a category or topic that does not exist with 404 and the error title', async () => {
    for (const url of ['/help-center/category/999', '/help-center/topic/999999']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<title>404 Not Found</title>');
      expect(response.body).not.toContain('rel="canonical"');
    }
  });

  it('renders about us and the contact form with labelled fields', async () => {
    const about = await get('/about-us');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<title>Quiénes somos · Estampa</title>');
    const contact = await get('/contact');
    expect(contact.statusCode).toBe(200);
    expect(contact.body).toContain('<title>Contacto · Estampa</title>');
    for (const field of ['name', 'email', 'subject', 'message']) {
      expect(contact.body).toMatch(new RegExp(`<label for="contact-${field}">`));
      expect(contact.body).toMatch(new RegExp(`id="contact-${field}"`));
    }
    // The send button waits for hydration.
    expect(contact.body).toMatch(/<button type="submit" disabled="">Enviar mensaje<\/button>/);
  });

  it('renders the terms of sale as a page of their own, in the page language, linked from every footer', async () => {
    const terms = await get('/terms');
    expect(terms.statusCode).toBe(200);
    expect(terms.body).toContain('<title>Condiciones de venta · Estampa</title>');
    expect(terms.body).toContain('<h1>Condiciones generales de venta</h1>');
    expect(terms.body).toContain('<h2 id="terms-withdrawal">Desistimiento</h2>');
    expect(terms.body).toMatch(/<a [^>]*href="\/terms"[^>]*>Condiciones de venta<\/a>/);
    const english = await get('/en/terms');
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<h1>Terms and conditions of sale</h1>');
    expect(english.body).not.toContain('Desistimiento');
    expect((await get('/about-us')).body).toMatch(/<a [^>]*href="\/terms"/);
  });

  it('gives each page as a payload for client-side navigation', async () => {
    const categories = await get('/help-center/_payload.json');
    expect(categories.statusCode).toBe(200);
    expect(categories.json()).toMatchObject({ kind: 'page', routeName: 'help-center', locale: 'es' });
    expect(categories.json().data.categories).toContainEqual({
      id: 3,
      name: 'Antes de comprar',
      topic_count: expect.any(Number),
    });
    const topic = await get('/help-center/topic/90/_payload.json');
    expect(topic.json()).toMatchObject({
      routeName: 'help-center-topic',
      data: { topic: { id: '90', category_id: 3 }, category: { id: 3, name: 'Antes de comprar' } },
    });
    const category = await get('/help-center/category/3/_payload.json');
    expect(category.json()).toMatchObject({ routeName: 'help-center-category', data: { category: { id: 3 } } });
    expect((await get('/about-us/_payload.json')).json()).toMatchObject({ routeName: 'about-us', data: {} });
    expect((await get('/terms/_payload.json')).json()).toMatchObject({ routeName: 'terms', data: {} });
    expect((await get('/contact/_payload.json')).json()).toMatchObject({ routeName: 'contact', data: {} });
    expect((await get('/help-center/category/999/_payload.json')).json()).toMatchObject({ kind: 'error', status: 404 });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app.ts';

describe('robots.txt and sitemap.xml', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // URLs take the configured origin, whatever Host a request names.
    app = await buildTestApp({ PUBLIC_URL: 'http://shop.example' });
  });
  afterAll(() => app.close());

  it('allows all but the private areas and points to the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /accounts\nDisallow: /checkout\nDisallow: /cart\nDisallow: /api\n\nSitemap: http://shop.example/sitemap.xml\n',
    );
  });

  it('lists the fixed pages, the help center, tags, designs and landing pages with hreflang alternates', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    for (const path of [
      '/',
      '/offers',
      '/tags-list',
      '/help-center',
      '/about-us',
      '/terms',
      '/help-center/category/3',
      '/help-center/topic/90',
    ]) {
      expect(xml).toContain(`<loc>http://shop.example${path}</loc>`);
    }
    expect(xml).toMatch(/<loc>http:\/\/shop\.example\/design\/[^/<]+\/[^/<]+<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/shop\.example\/t\/[^/<]+<\/loc>/);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="es-ES" href="http://shop.example/help-center"/>');
    expect(xml).not.toContain('/checkout');
  });
});

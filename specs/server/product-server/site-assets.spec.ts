import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/domain/site/locale.ts';
import { ERROR_CODES } from '../../../adapters/server/error-envelope.ts';
import { MAX_ICONS_PER_REQUEST } from '../../../adapters/server/product-server/icons.routes.ts';
import { buildTestApp, withSession } from '../../support/test-app.ts';

describe('Product server: translations, icons, builds, security headers and OpenAPI', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  const get = (url: string) => app.inject({ method: 'GET', url });

  describe('GET /_locales/{namespace}/{locale}/data.json', () => {
    it.each(LOCALES)('serves the general translations in %s', async (locale) => {
      const response = await get(`/_locales/general/${locale}/data.json?v=2025-03-01T10:00:00.000Z`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json<{ nav: { cart: string } }>().nav.cart).toEqual(expect.any(String));
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('serves a route namespace, cached briefly without a version query', async () => {
      const response = await get('/_locales/home/es/data.json');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    });

    it.each([
      ['an unknown locale', '/_locales/general/xx/data.json'],
      ['an unknown namespace', '/_locales/nothing-here/es/data.json'],
      ['a namespace with path characters', '/_locales/..%2F..%2Fpackage/es/data.json'],
      ['an upper-case namespace', '/_locales/General/es/data.json'],
    ])('answers %s with 404 and the envelope', async (_, url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: { code: 4004 } });
    });
  });

  describe('GET /api/icons/{prefix}.json', () => {
    it('serves the requested icons of an installed set as Iconify JSON, cached', async () => {
      const response = await get('/api/icons/mdi.json?icons=cart,account,magnify');
      expect(response.statusCode).toBe(200);
      const body = response.json<{ prefix: string; icons: Record<string, { body: string }> }>();
      expect(body.prefix).toBe('mdi');
      expect(Object.keys(body.icons).sort()).toEqual(['account', 'cart', 'magnify']);
      expect(body.icons.cart?.body).toContain('<path');
      expect(response.headers['cache-control']).toContain('max-age=604800');
    });

    it('names the icons it does not have among ones it has', async () => {
      const response = await get('/api/icons/mdi.json?icons=cart,no-such-icon-here');
      expect(response.json()).toMatchObject({ icons: { cart: {} }, not_found: ['no-such-icon-here'] });
    });

    it.each([
      ['an unknown set', '/api/icons/fa.json?icons=cart', 404],
      ['a file that is not JSON', '/api/icons/mdi.svg?icons=cart', 404],
      ['only unknown icons', '/api/icons/mdi.json?icons=no-such-icon-here', 404],
      ['no icon list', '/api/icons/mdi.json', 400],
      ['an invalid icon name', '/api/icons/mdi.json?icons=cart,<script>', 400],
      [
        'too many icons',
        `/api/icons/mdi.json?icons=${Array.from({ length: MAX_ICONS_PER_REQUEST + 1 }, (_, i) => `i${i}`).join(',')}`,
        400,
      ],
      ['a prototype key as the set', '/api/icons/constructor.json?icons=cart', 404],
    ])('answers %s with %i and the envelope', async (_, url, status) => {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: status === 404 ? ERROR_CODES.notFound : ERROR_CODES.badRequest },
      });
    });
  });

  describe('GET /builds', () => {
    it.each([
      ['an unknown build', '/builds/meta/no-such-build-0000.json'],
      ['a build id with path characters', '/builds/meta/..%2Flatest.json'],
      ['a file that is not JSON', '/builds/meta/abc.txt'],
    ])('answers %s with 404 and the envelope', async (_, url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: { code: 4004 } });
    });
  });

  describe('security headers', () => {
    it.each([
      ['a storefront page', '/'],
      ['a product-server endpoint', '/api/session'],
      ['a Shop API endpoint', withSession('/shop-api/v1/home-blocks?page_size=1')],
      ['an unknown endpoint', '/shop-api/v1/nothing-here'],
    ])('are sent with %s', async (_, url) => {
      const response = await get(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      // Besides our own scripts, only the consented integrations' hosts (GA4, push notifications).
      expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/cdn\.onesignal\.com;/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  });

  describe('GET {SHOP_API_BASE_PATH}/openapi.json', () => {
    it('documents the Shop API and the product-server routes, not the page catch-all', async () => {
      const response = await get('/shop-api/v1/openapi.json');
      expect(response.statusCode).toBe(200);
      const document = response.json<{
        openapi: string;
        paths: Record<string, Record<string, { summary?: string }>>;
      }>();
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/shop-api/v1/home-blocks',
          '/api/session',
          '/api/event/page',
          '/api/log',
          '/images/upload',
        ]),
      );
      expect(document.paths['/api/session']?.post?.summary).toContain('session');
      expect(Object.keys(document.paths)).not.toContain('/*');
      expect(Object.keys(document.paths)).not.toContain('/shop-api/v1/openapi.json');
    });

    it('needs no ext_session_id', async () => {
      expect((await get('/shop-api/v1/openapi.json')).statusCode).toBe(200);
    });
  });
});

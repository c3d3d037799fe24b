import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app.ts';

describe('storefront pages rendered on the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('renders the home page with its text and the designs of every collection', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Designs made to be printed on what you love</h1>');
    expect(response.body).toMatch(/<h2 id="collection-outlet">Outlet<\/h2>/);
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toMatch(/"shopApiBasePath":"\/shop-api\/v1","extSessionId":"[A-Za-z0-9]{32}"/);
    expect(response.headers['set-cookie']).toMatch(
      /^sid=[A-Za-z0-9]{32}; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(response.body).toContain('window.__staticRouterHydrationData');
  });

  it('answers an unknown path with 404 and a page saying so, with the path', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>404 Not Found</title>');
    expect(response.body).toContain('Page not found');
    expect(response.body).toContain('<code>/no-such-page</code>');
  });

  it('escapes the path it echoes', async () => {
    const response = await app.inject({ method: 'GET', url: '/%3Cscript%3Ealert(1)%3C/script%3E' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<script>alert(1)</script>');
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../support/auth-session.ts';
import { buildTestApp, specSessionId } from '../support/test-app.ts';

// One WPX-ES app for the whole file: its specs read pages and sign in, none changes what another reads.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('storefront pages rendered on the server', () => {
  it('renders the home page with its text and the designs of every collection', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1 id="home-title">Diseños hechos para imprimir en lo que más te gusta</h1>');
    expect(response.body).toMatch(/<h2 id="collection-outlet">Outlet<\/h2>/);
    // The brand's theme is on <html> from the first byte, and its fonts are asked for before the stylesheet.
    expect(response.body).toContain('<html data-brand="estampa" lang="es">');
    expect(response.body).toMatch(/<link rel="preload" href="[^"]*dm-sans-latin-wght-normal\.woff2" as="font"/);
    // A first visit has no cart: the header counts nothing without reading one.
    expect(response.body).toContain('"cartItemCount":0');
    // A first visit owes the consent answer: the banner is part of the page.
    expect(response.body).toContain('"consentDue":true');
    expect(response.body).toContain('<section class="consent-banner"');
    expect(response.body).toMatch(/"shopApiBasePath":"\/shop-api\/v1","extSessionId":"[A-Za-z0-9]{32}"/);
    expect(response.headers['set-cookie']).toMatch(
      /^sid=[A-Za-z0-9]{32}; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    // The page hydrates from a JSON script element, so the policy allows no inline script at all.
    expect(response.body).toMatch(/<script id="storefront-page" type="application\/json">\{"kind":"page"/);
    expect(response.body).not.toMatch(/<script(?![^>]*(type="application\/(ld\+)?json"|src=))[^>]*>/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' https:/);
  });

  it('draws the consent banner in the page until the visitor has answered the current text', async () => {
    const sid = specSessionId('ConsentBannerVisitor');
    const page = () => app.inject({ method: 'GET', url: '/cart', cookies: { sid } });
    const first = await page();
    expect(first.body).toContain('<section class="consent-banner"');
    expect(first.body).toContain('"consentDue":true');
    const answer = await app.inject({
      method: 'POST',
      url: '/api/session',
      cookies: { sid },
      payload: { isConsentGiven: true, isAdsAccepted: false, isAnalyticsAccepted: false, consentVersion: 1 },
    });
    expect(answer.statusCode).toBe(200);
    const later = await page();
    expect(later.body).not.toContain('consent-banner');
    expect(later.body).toContain('"consentDue":false');
  });

  it('answers an unknown path with 404 and a page saying so, with the path', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>404 Not Found</title>');
    expect(response.body).toContain('<h1>Página no encontrada</h1>');
    expect(response.body).toContain('Page not found');
    expect(response.body).toContain('/no-such-page');
  });

  it("answers a page whose parameters fail validation with 404 'Page Not Found: {path}'", async () => {
    const response = await app.inject({ method: 'GET', url: '/help-center/category/abc' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page Not Found: /help-center/category/abc');
  });

  it("answers a locale the route does not allow with 404 'Page Not Found'", async () => {
    const response = await app.inject({ method: 'GET', url: '/pl/accounts/config' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page Not Found');
  });

  it('redirects where a guard says so', async () => {
    const response = await app.inject({ method: 'GET', url: '/checkout' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/cart');
  });

  it('answers a crawler with the status and no error screen', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('Página no encontrada');
  });

  it('escapes the path it echoes', async () => {
    const response = await app.inject({ method: 'GET', url: '/%3Cscript%3Ealert(1)%3C/script%3E' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<script>alert(1)</script>');
  });
});

describe('the language a visitor chose', () => {
  it('keeps the locale prefix on the links of a prefixed page and remembers it for later pages', async () => {
    const english = await app.inject({ method: 'GET', url: '/en/' });
    expect(english.body).toContain('<html data-brand="estampa" lang="en">');
    expect(english.body).toContain('href="/en/help-center"');
    expect(english.body).not.toContain('href="/help-center"');
    const cookies = [english.headers['set-cookie']].flat().map(String);
    expect(cookies).toContainEqual(expect.stringMatching(/^locale=en; Max-Age=31536000; Path=\/; SameSite=Lax$/));
    const later = await app.inject({ method: 'GET', url: '/help-center', headers: { cookie: 'locale=en' } });
    expect(later.body).toContain('<html data-brand="estampa" lang="en">');
  });

  it('speaks the language of the path on an error page', async () => {
    const response = await app.inject({ method: 'GET', url: '/pl/accounts/config' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html data-brand="estampa" lang="pl">');
  });
});

describe('titles and descriptions in the page language, naming the active brand', () => {
  let tintazul: FastifyInstance;
  beforeAll(async () => {
    tintazul = await buildTestApp({ STORE: 'TZ-ES' });
  });
  afterAll(() => tintazul.close());

  it.each([
    ['/', 'Estampa: impresiones, tazas y regalos con foto personalizados'],
    ['/cart', 'Tu cesta · Estampa'],
    ['/tracking', 'Sigue tu pedido · Estampa'],
    ['/login', 'Iniciar sesión · Estampa'],
    ['/login/password-reset', 'Restablece tu contraseña · Estampa'],
  ])('titles %s in Spanish', async (url, title) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.body).toMatch(/<meta name="description" content="[^"]+">/);
  });

  it('names Tintazul in the header and the title of the TZ-ES shop', async () => {
    const response = await tintazul.inject({ method: 'GET', url: '/help-center' });
    expect(response.body).toContain('<title>Centro de ayuda · Tintazul</title>');
    expect(response.body).toMatch(
      /<a class="site-brand" href="\/">.*?<span class="brand-name">Tintazul<\/span>.*?<\/a>/,
    );
    expect(response.body).not.toContain('Estampa');
  });
});

describe('a path that cannot be decoded', () => {
  it('shows a shopper the 400-style error screen', async () => {
    const response = await app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>500 Error</title>');
    expect(response.body).toContain('No hemos podido abrir esta página');
  });

  it('gives a crawler the bare status', async () => {
    const response = await app.inject({ method: 'GET', url: '/%E0%A4%A', headers: { 'user-agent': 'Googlebot/2.1' } });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('No hemos podido abrir esta página');
  });

  it('answers the Shop API with its error envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/shop-api/v1/designs/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: expect.objectContaining({ code: expect.any(Number), message: expect.stringContaining('not a valid URL') }),
    });
  });
});

describe('page payloads for client-side navigation', () => {
  it('gives the home page outcome with its data', async () => {
    const response = await app.inject({ method: 'GET', url: '/_payload.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ kind: string; routeName: string; layout: string; data: { blocks: unknown[] } }>();
    expect(body).toMatchObject({ kind: 'page', routeName: 'home', layout: 'master', locale: 'es' });
    expect(body.data.blocks).toHaveLength(6);
  });

  it('takes the locale from the path prefix', async () => {
    const response = await app.inject({ method: 'GET', url: '/pl/_payload.json' });
    expect(response.json()).toMatchObject({ kind: 'page', routeName: 'home', locale: 'pl' });
  });

  it("answers a failed validation with 404 and 'Page Not Found: {path}'", async () => {
    const response = await app.inject({ method: 'GET', url: '/search/_payload.json?query=%20' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ kind: 'error', status: 404, message: 'Page Not Found: /search' });
  });

  it('gives a guard redirect as data', async () => {
    const response = await app.inject({ method: 'GET', url: '/checkout/_payload.json' });
    expect(response.json()).toEqual({ kind: 'redirect', to: '/cart', status: 302 });
  });
});

describe('page guards over the real visitor state', () => {
  it('sends a signed-in customer from public tracking to their orders', async () => {
    const jar = await signedIn(app, 'ana@estampa.example', 'estampa-ana-2024');
    const response = await app.inject({ method: 'GET', url: '/tracking', headers: { cookie: jar.header() } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/accounts/orders');
  });

  it('lets an anonymous visitor use public tracking', async () => {
    const response = await app.inject({ method: 'GET', url: '/tracking/_payload.json' });
    expect(response.json()).not.toMatchObject({ kind: 'redirect' });
  });

  it('sends an anonymous visitor of the accounts area to login with the way back', async () => {
    const response = await app.inject({ method: 'GET', url: '/accounts/orders' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?redirect=%2Faccounts%2Forders');
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, specSessionId, withSession } from '../../support/test-app.ts';

type SetCookie = { name: string; value: string; secure?: boolean; httpOnly?: boolean; path?: string; domain?: string };

const sessionCookieOf = (answer: { cookies: SetCookie[] }, name: string) =>
  answer.cookies.find((cookie) => cookie.name === name);

describe('privacy headers over plain HTTP (development, a LAN)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('refuses every page and answer the browser features the shop never uses', async () => {
    for (const url of ['/', withSession('/shop-api/v1/cart'), '/shop-api/v1/openapi.json']) {
      const policy = String((await app.inject({ method: 'GET', url })).headers['permissions-policy']);
      expect(policy, url).toContain('camera=()');
      expect(policy, url).toContain('geolocation=()');
      expect(policy, url).toContain('microphone=()');
      expect(policy, url).toContain('payment=()');
    }
  });

  it('keeps every Shop API answer out of shared and browser caches: it belongs to one session', async () => {
    for (const url of ['/shop-api/v1/cart', '/shop-api/v1/checkout', '/shop-api/v1/tags']) {
      const answer = await app.inject({ method: 'GET', url: withSession(url) });
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
    }
    const refused = await app.inject({ method: 'GET', url: '/shop-api/v1/cart' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it('carries the session in a plain `sid` cookie, which browsers accept over HTTP', async () => {
    const session = sessionCookieOf(await app.inject({ method: 'GET', url: '/' }), 'sid');
    expect(session).toMatchObject({ httpOnly: true, path: '/' });
    expect(session?.secure).toBeFalsy();
  });
});

describe('the session cookie when the shop is served over HTTPS', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(() => app.close());

  it('is `__Host-sid`: Secure, for the whole site, bound to this host', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    expect(sessionCookieOf(first, '__Host-sid')).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(sessionCookieOf(first, '__Host-sid')?.domain).toBeUndefined();
    expect(sessionCookieOf(first, 'sid')).toBeUndefined();
  });

  it('never adopts a session planted as a plain `sid` cookie (a sibling subdomain or a plain-http answer can set one)', async () => {
    const planted = specSessionId('PlantedByAnAttacker');
    const page = await app.inject({ method: 'GET', url: '/cart', cookies: { sid: planted } });
    const issued = sessionCookieOf(page, '__Host-sid');
    expect(issued).toBeDefined();
    expect(issued?.value).not.toBe(planted);
    expect(page.body).not.toContain(planted);
  });

  it('recognises the session it issued when it comes back under its prefixed name', async () => {
    const issued = sessionCookieOf(await app.inject({ method: 'GET', url: '/' }), '__Host-sid');
    const again = await app.inject({ method: 'GET', url: '/offers', cookies: { '__Host-sid': issued!.value } });
    expect(sessionCookieOf(again, '__Host-sid')).toBeUndefined();
  });
});

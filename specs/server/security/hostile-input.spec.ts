import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, EXT_SESSION_ID, withSession } from '../../support/test-app.ts';

const refused = (message: string) => ({ success: false, error: { code: 4000, message } });
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'content-type': 'application/json' };

describe('hostile input is refused at the edge, for every endpoint at once', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('renders pages and their payloads whatever inherited member names the query carries', async () => {
    for (const key of ['toString', '__proto__', 'constructor', 'valueOf', 'hasOwnProperty']) {
      const page = await app.inject({ method: 'GET', url: `/?${key}=1` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('>Diseños hechos para imprimir en lo que más te gusta</h1>');
      const payload = await app.inject({ method: 'GET', url: `/_payload.json?${key}=1` });
      expect(payload.statusCode).toBe(200);
      expect(payload.json()).toMatchObject({ kind: 'page', routeName: 'home' });
    }
  });

  it('answers a page whose path or query carries a NUL as a page that does not exist, never as a failure', async () => {
    expect((await app.inject({ method: 'GET', url: '/search?query=a%00b' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/a%00b' })).statusCode).toBe(404);
    const payload = await app.inject({ method: 'GET', url: '/designs/a%00b/_payload.json' });
    expect(payload.json()).toEqual({ kind: 'error', status: 404, message: 'Page not found' });
  });

  it('refuses inherited member names as query keys or form fields of the Shop API', async () => {
    const query = await app.inject({ method: 'GET', url: withSession('/shop-api/v1/designs?toString=1') });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(refused("query: the field name 'toString' is not accepted"));
    const form = await app.inject({
      method: 'POST',
      url: '/shop-api/v1/cart/lines',
      headers: FORM,
      payload: `ext_session_id=${EXT_SESSION_ID}&constructor=1`,
    });
    expect(form.json()).toEqual(refused("body: the field name 'constructor' is not accepted"));
  });

  it('refuses a form field of the auth endpoints named __proto__', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: FORM,
      payload: '__proto__=1&email=a@b.example',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: { code: 4000 } });
  });

  it('refuses JSON nested 6,000 levels deep', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: JSON_BODY,
      payload: `${'['.repeat(6000)}${']'.repeat(6000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('body: nested deeper than 32 levels'));
  });

  it('refuses NUL characters in query values, form fields and JSON strings before they reach the database', async () => {
    const search = await app.inject({ method: 'GET', url: withSession('/shop-api/v1/designs?query=a%00b') });
    expect(search.json()).toEqual(refused('query.query: NUL characters are not accepted'));
    const form = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      headers: FORM,
      payload: 'email=a%00@b.example',
    });
    expect(form.json()).toEqual(refused('body.email: NUL characters are not accepted'));
    const json = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: JSON_BODY,
      payload: '{"consentVersion":"a\\u0000"}',
    });
    expect(json.json()).toEqual(refused('body.consentVersion: NUL characters are not accepted'));
    const path = await app.inject({ method: 'GET', url: withSession('/shop-api/v1/designs/a%00b') });
    expect(path.json()).toEqual(refused('path.id: NUL characters are not accepted'));
  });

  it('refuses a callbackUrl that is not a URL, in the query, the form or the cookie, before Auth.js sees it', async () => {
    const expected = refused('callbackUrl: expected an http(s) URL or a path');
    const query = await app.inject({ method: 'GET', url: '/api/auth/signin?callbackUrl=::::' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(expected);
    const form = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/credentials',
      headers: FORM,
      payload: 'callbackUrl=javascript:alert(1)&email=a@b.example&password=x',
    });
    expect(form.json()).toEqual(expected);
    const cookie = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: { 'authjs.callback-url': '::::' },
    });
    expect(cookie.json()).toEqual(expected);
    const path = await app.inject({ method: 'GET', url: '/api/auth/signin?callbackUrl=%2Faccounts%2Fprofile' });
    expect(path.statusCode).not.toBe(400);
  });

  it('refuses a multipart upload whose Content-Type has no boundary', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/images/upload',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'img=1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('A multipart body needs a boundary in its Content-Type'));
  });

  it('cuts clients that send headers or a request too slowly, never a request the server works on', () => {
    expect([
      app.server.headersTimeout,
      app.server.requestTimeout,
      app.server.timeout,
      app.server.keepAliveTimeout,
    ]).toEqual([15_000, 120_000, 0, 10_000]);
  });

  it('answers a 10 MB form body to the Shop API with 413 over a real connection', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const response = await fetch(withSession(`http://127.0.0.1:${port}/shop-api/v1/cart/lines`), {
      method: 'POST',
      headers: FORM,
      body: `design_id=${'a'.repeat(10 * 1024 * 1024)}`,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      error: { code: 4013, message: 'The request body is too large' },
    });
  });
});

import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, EXT_SESSION_ID, withSession } from '../../support/test-app.ts';

const envelope = (code: number) => ({ success: false, error: { code, message: expect.any(String) } });

/** One raw HTTP exchange, for what no client library sends: headers far beyond Node's limit. */
const rawExchange = (port: number, request: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });

describe('refusals below the routes, in the error envelope', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('answers a known path asked with another method 405, saying which methods it takes in Allow', async () => {
    const response = await app.inject({ method: 'DELETE', url: withSession('/shop-api/v1/orders') });
    expect(response.statusCode).toBe(405);
    expect(response.headers['allow']).toBe('POST');
    expect(response.json()).toEqual(envelope(4005));
    const article = await app.inject({ method: 'POST', url: withSession('/shop-api/v1/articles/10') });
    expect([article.statusCode, article.headers['allow']]).toEqual([405, 'GET, HEAD']);
  });

  it('names in Allow only the methods of the route a path is, not of a catch-all beside it', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/auth/signup' });
    expect(response.statusCode).toBe(405);
    expect(response.headers['allow']).toBe('POST');
  });

  it('answers an unknown endpoint 404 without echoing its URL or the session id in it', async () => {
    const response = await app.inject({ method: 'POST', url: withSession('/shop-api/v1/no-such-thing') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(envelope(4004));
    expect(response.body).not.toContain(EXT_SESSION_ID);
    expect(response.body).not.toContain('no-such-thing');
  });

  it('answers a 600-character path parameter 414 in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: withSession(`/shop-api/v1/articles/${'1'.repeat(600)}`) });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual(envelope(4000));
  });

  it('answers it 414 in the envelope on a write too, which no page catch-all takes, without echoing the path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/shop-api/v1/reviews/${'x'.repeat(600)}/publish`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ext_session_id=${EXT_SESSION_ID}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual(envelope(4000));
    expect(response.body).not.toContain('xxxxxxxxxx');
  });

  it('answers malformed JSON and an unknown charset in the envelope', async () => {
    const json = await app.inject({
      method: 'POST',
      url: withSession('/shop-api/v1/cart/lines'),
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(envelope(4000));
    const charset = await app.inject({
      method: 'POST',
      url: withSession('/shop-api/v1/cart/lines'),
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=klingon' },
      payload: 'article_id=1',
    });
    expect(charset.statusCode).toBeGreaterThanOrEqual(400);
    expect(charset.statusCode).toBeLessThan(500);
    expect(charset.json()).toEqual(envelope(expect.any(Number) as unknown as number));
  });

  it('answers headers larger than Node accepts 431 in the envelope', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const answer = await rawExchange(port, `GET / HTTP/1.1\r\nHost: shop\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;
    expect(body).toEqual(envelope(4000));
  });
});

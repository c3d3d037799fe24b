import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../adapters/server/rate-limits.ts';
import { A_BROWSER, aPageEvent } from '../../support/product-server-mother.ts';
import { buildTestApp, specSessionId } from '../../support/test-app.ts';

const EXPORT_TOKEN = 'SpecExportToken-0123456789abcdefghijklmnop';
const CONSENTED = specSessionId('EventsSessionConsented');
const DECLINED = specSessionId('EventsSessionDeclined');

describe('Product server: page events and storefront logs', () => {
  let app: FastifyInstance;
  let ipCounter = 0;
  /** Every example its own client address, so rate limits of one example never reach another. */
  const freshIp = () => `198.51.100.${(ipCounter += 1)}`;

  beforeAll(async () => {
    app = await buildTestApp({ ANALYTICS_EXPORT_TOKEN: EXPORT_TOKEN, TRUST_PROXY: 'true' });
    const answer = (sid: string, analytics: boolean) =>
      app.inject({
        method: 'POST',
        url: '/api/session',
        cookies: { sid },
        payload: { isConsentGiven: true, isAdsAccepted: false, isAnalyticsAccepted: analytics, consentVersion: 1 },
      });
    await answer(CONSENTED, true);
    await answer(DECLINED, false);
  });
  afterAll(() => app.close());

  const postEvent = (payload: unknown, sid: string | null = CONSENTED, ip = freshIp(), userAgent = A_BROWSER) =>
    app.inject({
      method: 'POST',
      url: '/api/event/page',
      headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
      ...(sid ? { cookies: { sid } } : {}),
      payload: payload as object,
    });

  const recentRange = () => `from=${Date.now() - 3_600_000}&to=${Date.now() + 60_000}`;

  const exportLines = async (query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/event/page/export?${query}`,
      headers: { authorization: `Bearer ${EXPORT_TOKEN}` },
    });
    return {
      response,
      lines: response.body
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    };
  };

  describe('POST /api/event/page', () => {
    it("keeps a consenting visitor's page view with the server-seen address, anonymised, whatever the body says", async () => {
      const response = await postEvent(
        { ...aPageEvent({ name: 'kept-view' }), ip: '8.8.8.8' },
        CONSENTED,
        '203.0.113.77',
      );
      expect(response.statusCode).toBe(201);
      const { lines } = await exportLines(recentRange());
      expect(lines.find((line) => (line.event as { name: string }).name === 'kept-view')).toMatchObject({
        id: response.json<{ data: { id: string } }>().data.id,
        sessionId: CONSENTED,
        event: { ...aPageEvent({ name: 'kept-view' }), ip: '203.0.113.0' },
      });
    });

    it.each([
      ['a visitor who declined analytics', DECLINED, A_BROWSER],
      ['a visitor with no session', null, A_BROWSER],
      [
        'a crawler, even with consent',
        CONSENTED,
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      ],
    ])('keeps nothing for %s (204)', async (_, sid, userAgent) => {
      const response = await postEvent(aPageEvent({ name: 'not-kept', userAgent }), sid, freshIp(), userAgent);
      expect(response.statusCode).toBe(204);
      const { lines } = await exportLines(recentRange());
      expect(lines.some((line) => (line.event as { name: string }).name === 'not-kept')).toBe(false);
    });

    it.each([
      [
        'a missing field',
        (() => {
          const { page: _, ...rest } = aPageEvent();
          return rest;
        })(),
        'page',
      ],
      ['a wrong type', { ...aPageEvent(), mobile: 'sometimes' }, 'mobile'],
      ['a huge value', { ...aPageEvent(), page: { ...aPageEvent().page, title: 'x'.repeat(5_000) } }, 'page.title'],
    ])('refuses %s with 400 naming it', async (_, body, field) => {
      const response = await postEvent(body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { code: number; message: string } }>().error).toMatchObject({ code: 4000 });
      expect(response.json<{ error: { message: string } }>().error.message).toContain(field);
    });

    it('answers malformed JSON with 400', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/event/page',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        payload: '{"category":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { code: 4000 } });
    });
  });

  describe('GET /api/event/page/export', () => {
    it('streams NDJSON to the holder of the export token', async () => {
      await postEvent(aPageEvent({ name: 'exported' }));
      const { response, lines } = await exportLines(recentRange());
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((line) => typeof line.recordedAt === 'number' && line.sessionId === CONSENTED)).toBe(true);
    });

    it('gives nothing outside the range asked', async () => {
      const { response, lines } = await exportLines('from=2001-01-01T00:00:00Z&to=2001-02-01T00:00:00Z');
      expect(response.statusCode).toBe(200);
      expect(lines).toEqual([]);
    });

    it.each([
      ['no token', {}, 401],
      ['a wrong token', { authorization: 'Bearer not-the-token' }, 401],
    ])('refuses %s', async (_, headers, status) => {
      const response = await app.inject({ method: 'GET', url: '/api/event/page/export?from=0&to=1', headers });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, error: { code: 4001 } });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    });

    it.each([
      ['a missing bound', 'from=0'],
      ['a bound that is not a date', 'from=yesterday&to=1'],
      ['from after to', 'from=2025-02-01T00:00:00Z&to=2025-01-01T00:00:00Z'],
      ['a range over a year', 'from=2020-01-01T00:00:00Z&to=2025-01-01T00:00:00Z'],
    ])('refuses %s with 400', async (_, query) => {
      const { response } = await exportLines(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { code: 4000 } });
    });
  });

  describe('POST /api/log', () => {
    const postLog = (payload: unknown, ip = freshIp()) =>
      app.inject({ method: 'POST', url: '/api/log', headers: { 'x-forwarded-for': ip }, payload: payload as object });

    it('takes a log line, JSON or form-encoded', async () => {
      expect((await postLog({ level: 'ERROR', message: 'Error screen: 500 on /checkout' })).statusCode).toBe(204);
      const form = await app.inject({
        method: 'POST',
        url: '/api/log',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
        payload: 'level=INFO&message=hello',
      });
      expect(form.statusCode).toBe(204);
    });

    it.each([
      ['an unknown level', { level: 'PANIC', message: 'x' }, 'level'],
      ['a lower-case level', { level: 'error', message: 'x' }, 'level'],
      ['an empty message', { level: 'INFO', message: '  ' }, 'message'],
      ['a huge message', { level: 'INFO', message: 'x'.repeat(4_001) }, 'message'],
      ['a message that is not text', { level: 'INFO', message: { nested: true } }, 'message'],
    ])('refuses %s with 400', async (_, body, field) => {
      const response = await postLog(body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toContain(field);
    });

    it('answers 429 with Retry-After once one address sends too many lines, and only to that address', async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMITS.clientLog.max + 1; i += 1) {
        statuses.push((await postLog({ level: 'INFO', message: `line ${i}` }, ip)).statusCode);
      }
      expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
      const refused = await postLog({ level: 'INFO', message: 'one too many' }, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, error: { code: 4029 } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await postLog({ level: 'INFO', message: 'another visitor' })).statusCode).toBe(204);
    });
  });
});

describe('client addresses without a trusted proxy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('ignores X-Forwarded-For, so a client cannot pick a fresh address to dodge the log rate limit', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 32; n += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/log',
        headers: { 'x-forwarded-for': `203.0.113.${n}` },
        payload: { level: 'ERROR', message: `line ${n}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

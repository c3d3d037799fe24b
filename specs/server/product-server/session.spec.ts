import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWith } from '../../../adapters/shop-api-contract/decode-with.ts';
import { SessionResponse } from '../../../adapters/shop-api-contract/product-server.codec.ts';
import { newSession } from '../../../core/domain/session/session.ts';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import { aCustomer } from '../../support/customers.ts';
import { buildTestApp, specSessionId } from '../../support/test-app.ts';

const SID = specSessionId('ProductServerSession1');
const cookie = (sid: string = SID) => ({ cookie: `sid=${sid}` });

describe('Product server: /api/session', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const post = (payload: unknown, headers: Record<string, string> = {}, sid?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/session',
      headers: {
        ...cookie(sid),
        ...(typeof payload === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      payload: payload as string,
    });
  const errorOf = (response: LightMyRequestResponse) =>
    response.json<{ error: { code: number; message: string; fields?: unknown } }>().error;

  it('gives a new visitor a session id cookie and a first-visit session the storefront client can decode', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/session' });
    expect(response.statusCode).toBe(200);
    const sid = response.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(decodeWith(SessionResponse)(response.json())._unsafeUnwrap()).toEqual({
      success: true,
      data: newSession(sid?.value as SessionId),
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('stores the groups posted, JSON or form-encoded, and gives them back on GET', async () => {
    const sid = specSessionId('ProductServerSession2');
    const consent = await post(
      { isConsentGiven: true, isAdsAccepted: false, isAnalyticsAccepted: true, consentVersion: 3 },
      {},
      sid,
    );
    expect(consent.statusCode).toBe(200);
    const screen = await post('screenWidth=390&screenHeight=844&screenDevicePixelRatio=3', {}, sid);
    expect(screen.json()).toMatchObject({ success: true, data: { screenWidth: 390, isAnalyticsAccepted: true } });
    await post('ga4ClientId=123.456&ga4SessionId=1700000000&ga4SessionNumber=2', {}, sid);
    const stored = await app.inject({ method: 'GET', url: '/api/session', headers: cookie(sid) });
    expect(stored.json()).toEqual({
      success: true,
      data: {
        ...newSession(sid as SessionId),
        isConsentGiven: true,
        isAnalyticsAccepted: true,
        consentVersion: 3,
        screenWidth: 390,
        screenHeight: 844,
        screenDevicePixelRatio: 3,
        ga4ClientId: '123.456',
        ga4SessionId: '1700000000',
        ga4SessionNumber: 2,
      },
    });
  });

  it.each([
    ['an incomplete group', { screenWidth: 390 }, 5004, ['screenHeight', 'screenDevicePixelRatio']],
    ['an invalid field', { screenWidth: -1, screenHeight: 1, screenDevicePixelRatio: 1 }, 5004, ['screenWidth']],
    [
      'ads accepted without consent',
      { isConsentGiven: false, isAdsAccepted: true, isAnalyticsAccepted: false, consentVersion: 1 },
      5004,
      ['isConsentGiven'],
    ],
    ['a huge number', { screenWidth: 1e300, screenHeight: 1, screenDevicePixelRatio: 1 }, 5004, ['screenWidth']],
  ])('refuses %s with 422 and the field errors', async (_, body, code, fields) => {
    const response = await post(body);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).code).toBe(code);
    expect((errorOf(response).fields as { field: string }[]).map((f) => f.field)).toEqual(fields);
  });

  it.each([
    ['no body', undefined],
    ['an empty form', ''],
    ['an empty JSON object', {}],
    ['only fields it does not know', 'utm_source=mail'],
  ])('answers %s with the session as it is, as an update of nothing', async (_, body) => {
    const sid = specSessionId('ProductServerSession3');
    await post('screenWidth=390&screenHeight=844&screenDevicePixelRatio=3', {}, sid);
    const response = await post(body, {}, sid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { fotiApiClient: sid, screenWidth: 390 } });
  });

  it.each([
    [
      'a wrong type',
      { isConsentGiven: 'maybe', isAdsAccepted: true, isAnalyticsAccepted: true, consentVersion: 1 },
      'isConsentGiven',
    ],
    ['a number as text that is not one', 'screenWidth=wide&screenHeight=1&screenDevicePixelRatio=1', 'screenWidth'],
    ['a JSON array', [1, 2], 'expected'],
    ['an over-long GA4 id', { ga4ClientId: '1'.repeat(500), ga4SessionId: '1', ga4SessionNumber: 1 }, 'ga4ClientId'],
  ])('refuses %s with 400 and the envelope', async (_, body, mentions) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 4000 });
    expect(errorOf(response).message).toContain(mentions);
  });

  it('issues a new visitor its session id and no-store even when the update cannot be read', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/session', payload: { isConsentGiven: 'maybe' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 4000 });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.cookies.find((set) => set.name === 'sid')?.value).toHaveLength(32);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await post('{"isConsentGiven": tru', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: { code: 4000 } });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await post({ ga4ClientId: 'x'.repeat(40_000), ga4SessionId: '1', ga4SessionNumber: 1 });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe(4013);
  });

  it('refuses a customer snapshot from a visitor who is not signed in, and accepts signing out', async () => {
    const customer = await post({ customer: aCustomer(), updateDateCustomer: 1_700_000_000_000 });
    expect(customer.statusCode).toBe(403);
    expect(errorOf(customer)).toEqual({
      code: 4003,
      message: 'Only the signed-in customer can be stored in the session',
    });
    const signedOut = await post('customer=&updateDateCustomer=');
    expect(signedOut.json()).toMatchObject({ success: true, data: { customer: null, updateDateCustomer: null } });
  });

  it('stores the signed-in customer as the shop knows them, whatever the body claims about them', async () => {
    const csrf = await app.inject({ method: 'GET', url: '/api/auth/csrf' });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/callback/credentials',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: Object.fromEntries(csrf.cookies.map((c) => [c.name, c.value])),
      payload: new URLSearchParams({
        email: 'ana@estampa.example',
        password: 'estampa-ana-2024',
        csrfToken: csrf.json<{ csrfToken: string }>().csrfToken,
        callbackUrl: '/',
        json: 'true',
      }).toString(),
    });
    const authCookies = Object.fromEntries(signIn.cookies.map((c) => [c.name, c.value]));
    const claimed = { id: 'demo-customer-ana', accountType: 'foticos', restrictions: [], invoicingEnabled: true };
    const response = await app.inject({
      method: 'POST',
      url: '/api/session',
      cookies: { ...authCookies, sid: specSessionId('ProductServerSession3') },
      payload: { customer: claimed, updateDateCustomer: 1_700_000_000_000 },
    });
    expect(response.statusCode).toBe(200);
    const stored = response.json<{ data: { customer: { id: string; accountType: string } } }>().data.customer;
    expect(stored.id).toBe('demo-customer-ana');
    expect(stored.accountType).not.toBe('foticos');
    const someoneElse = await app.inject({
      method: 'POST',
      url: '/api/session',
      cookies: { ...authCookies, sid: specSessionId('ProductServerSession3') },
      payload: { customer: { ...claimed, id: 'demo-admin' }, updateDateCustomer: 1_700_000_000_000 },
    });
    expect(someoneElse.statusCode).toBe(403);
  });

  it('refuses a cross-site write with 403', async () => {
    const response = await post(
      { screenWidth: 1, screenHeight: 1, screenDevicePixelRatio: 1 },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe(4003);
  });

  it('replaces a session cookie that is not a session id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/session', headers: cookie('../../etc/passwd') });
    const sid = response.cookies.find((c) => c.name === 'sid')?.value ?? '';
    expect(sid).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(response.json<{ data: { fotiApiClient: string } }>().data.fotiApiClient).toBe(sid);
  });
});

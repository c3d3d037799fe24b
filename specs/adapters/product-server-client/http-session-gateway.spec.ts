import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../adapters/http/http-client.ts';
import { httpPageEventSender } from '../../../adapters/product-server-client/http-page-event-sender.ts';
import { httpSessionGateway } from '../../../adapters/product-server-client/http-session-gateway.ts';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import { apiRequestFailed } from '../../../core/domain/errors/error-situations.ts';
import { newSession } from '../../../core/domain/session/session.ts';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import { aPageEvent } from '../../support/product-server-mother.ts';
import { startRecordingServer } from '../../support/recording-server.ts';

const SESSION = newSession('SpecSession00000000000000000001' as SessionId);
const ANA = { id: 'c-1' as CustomerId, accountType: 'customer', restrictions: [], invoicingEnabled: false };

describe('the session and page event clients against a real server', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  let gateway: ReturnType<typeof httpSessionGateway>;
  const http = createHttpClient({ timeoutMs: 2000 });
  beforeAll(async () => {
    server = await startRecordingServer();
    gateway = httpSessionGateway(http, server.origin);
  });
  afterAll(() => server.close());

  it('reads the session with GET /api/session', async () => {
    server.answerWith({ status: 200, body: { success: true, data: SESSION } });
    expect((await gateway.current())._unsafeUnwrap()).toEqual(SESSION);
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/session']);
  });

  it('posts a field group form-encoded and answers the stored session', async () => {
    const stored = { ...SESSION, screenWidth: 1440, screenHeight: 900, screenDevicePixelRatio: 1.5 };
    server.answerWith({ status: 200, body: { success: true, data: stored } });
    const outcome = await gateway.update({ screenWidth: 1440, screenHeight: 900, screenDevicePixelRatio: 1.5 });
    expect(outcome._unsafeUnwrap()).toEqual(stored);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/session',
      contentType: 'application/x-www-form-urlencoded',
      body: { screenWidth: '1440', screenHeight: '900', screenDevicePixelRatio: '1.5' },
    });
  });

  it('sends the customer snapshot as JSON text, and a signed-out customer as empty values', async () => {
    server.answerWith({ status: 200, body: { success: true, data: SESSION } });
    await gateway.update({ customer: ANA, updateDateCustomer: 1_700_000_000_000 });
    await gateway.update({ customer: null, updateDateCustomer: null });
    expect(server.requests.map((r) => r.body)).toEqual([
      { customer: JSON.stringify(ANA), updateDateCustomer: '1700000000000' },
      { customer: '', updateDateCustomer: '' },
    ]);
  });

  it('posts consent once, without retrying a refused update', async () => {
    server.answerWith({ status: 400, body: { success: false, error: { code: 4000, message: 'no' } } });
    const outcome = await gateway.update({
      isConsentGiven: true,
      isAdsAccepted: false,
      isAnalyticsAccepted: true,
      consentVersion: 1,
    });
    expect(outcome._unsafeUnwrapErr()).toEqual(apiRequestFailed(`${server.origin}/api/session`));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.body).toEqual({
      isConsentGiven: 'true',
      isAdsAccepted: 'false',
      isAnalyticsAccepted: 'true',
      consentVersion: '1',
    });
  });

  it('treats an answer that is not a session as a failure', async () => {
    server.answerWith({ status: 200, body: { success: true, data: { fotiApiClient: 'x' } } });
    expect((await gateway.current())._unsafeUnwrapErr().type).toBe('ApiRequestFailed');
  });

  it('posts a page event as JSON with the page object whole', async () => {
    server.answerWith({ status: 201, body: { success: true, data: { id: 'e-1' } } });
    const event = { ...aPageEvent(), ip: '' };
    expect((await httpPageEventSender(http, server.origin).send(event)).isOk()).toBe(true);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/event/page',
      contentType: 'application/json',
      body: event,
    });
  });

  it('reports a page event the server could not take', async () => {
    server.answerWith({ status: 503, body: { success: false, error: { code: 5000, message: 'down' } } });
    const outcome = await httpPageEventSender(http, server.origin).send({ ...aPageEvent(), ip: '' });
    expect(outcome._unsafeUnwrapErr()).toEqual(apiRequestFailed(`${server.origin}/api/event/page`));
  });
});

import * as t from 'io-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../adapters/http/http-client.ts';
import { createShopApiClient } from '../../../adapters/shop-api-client/shop-api-client.ts';
import { startRecordingServer } from '../../support/recording-server.ts';

const SESSION = 'Session0000000000000000000001';
const Greeting = t.type({ hello: t.string });

describe('the Shop API client against a real server', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  let client: ReturnType<typeof createShopApiClient>;
  beforeAll(async () => {
    server = await startRecordingServer();
    client = createShopApiClient({
      http: createHttpClient({ timeoutMs: 2000 }),
      baseUrl: `${server.origin}/shop-api/v1`,
      extSessionId: () => SESSION,
      globalParams: { store: 'WPX-ES', locale: 'es' },
    });
  });
  afterAll(() => server.close());

  it('sends GET with a query string carrying ext_session_id and the global params', async () => {
    server.answerWith({ status: 200, body: { success: true, data: { hello: 'hola' } } });
    const outcome = await client.call({ method: 'GET', path: '/greetings', params: { name: 'Ana María' } }, Greeting);
    expect(outcome._unsafeUnwrap()).toEqual({ kind: 'data', data: { hello: 'hola' } });
    expect(server.requests[0]?.url).toBe(
      `/shop-api/v1/greetings?name=Ana+Mar%C3%ADa&ext_session_id=${SESSION}&store=WPX-ES&locale=es`,
    );
  });

  it('sends other methods form-encoded, with global params only where the call set none', async () => {
    server.answerWith({ status: 200, body: { success: true, data: { hello: 'ok' } } });
    await client.call({ method: 'POST', path: '/carts/lines', params: { article_id: 3, store: 'WPX-PL' } }, Greeting);
    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/shop-api/v1/carts/lines');
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(request.body).toEqual({ article_id: '3', store: 'WPX-PL', ext_session_id: SESSION, locale: 'es' });
  });

  it('never lets a call replace the session id', async () => {
    server.answerWith({ status: 200, body: { success: true, data: { hello: 'ok' } } });
    await client.call({ method: 'POST', path: '/x', params: { ext_session_id: 'someone-else' } }, Greeting);
    expect(server.requests[0]?.body).toMatchObject({ ext_session_id: SESSION });
  });

  it('sends the idempotency key of a write as a header', async () => {
    server.answerWith({ status: 200, body: { success: true, data: { hello: 'ok' } } });
    await client.call({ method: 'POST', path: '/orders', idempotencyKey: 'key-1' }, Greeting);
    expect(server.requests[0]?.idempotencyKey).toBe('key-1');
  });

  it('returns the 5004 validation failure as data, with its field errors', async () => {
    const fields = [{ field: 'email', message: 'Enter a valid e-mail' }];
    server.answerWith({
      status: 422,
      body: { success: false, error: { code: 5004, message: 'Check the form', fields } },
    });
    const outcome = await client.call({ method: 'POST', path: '/checkout/contact' }, Greeting);
    expect(outcome._unsafeUnwrap()).toEqual({ kind: 'validationFailed', message: 'Check the form', fields });
  });

  it("turns any other failure into 'API Request failed {url}'", async () => {
    server.answerWith({ status: 404, body: { success: false, error: { code: 4004, message: 'No such cart' } } });
    const outcome = await client.call({ method: 'GET', path: '/carts/9' }, Greeting);
    expect(outcome._unsafeUnwrapErr()).toEqual({
      type: 'ApiRequestFailed',
      url: `${server.origin}/shop-api/v1/carts/9?ext_session_id=${SESSION}&store=WPX-ES&locale=es`,
      message: `API Request failed ${server.origin}/shop-api/v1/carts/9?ext_session_id=${SESSION}&store=WPX-ES&locale=es`,
    });
  });

  it("turns an answer of the wrong shape into 'API Request failed {url}'", async () => {
    server.answerWith({ status: 200, body: { success: true, data: { hello: 42 } } });
    const outcome = await client.call({ method: 'GET', path: '/greetings' }, Greeting);
    expect(outcome._unsafeUnwrapErr().type).toBe('ApiRequestFailed');
  });

  it('retries a write once on 503 and counts two attempts', async () => {
    server.answerWith({ status: 503, body: {} }, { status: 200, body: { success: true, data: { hello: 'again' } } });
    const outcome = await client.call({ method: 'POST', path: '/orders', idempotencyKey: 'k' }, Greeting);
    expect(outcome._unsafeUnwrap()).toEqual({ kind: 'data', data: { hello: 'again' } });
    expect(server.requests.map((r) => r.idempotencyKey)).toEqual(['k', 'k']);
  });

  it('refuses to call when client-side API requests are disabled', async () => {
    server.answerWith({ status: 200, body: { success: true, data: { hello: 'x' } } });
    const disabled = createShopApiClient({
      http: createHttpClient({ timeoutMs: 2000 }),
      baseUrl: `${server.origin}/shop-api/v1`,
      extSessionId: () => SESSION,
      enabled: false,
    });
    const outcome = await disabled.call({ method: 'GET', path: '/greetings' }, Greeting);
    expect(outcome._unsafeUnwrapErr()).toEqual({
      type: 'ClientApiDisabled',
      message: 'Client-side API requests are disabled...',
    });
    expect(server.requests).toHaveLength(0);
  });
});

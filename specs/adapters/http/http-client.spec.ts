import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../adapters/http/http-client.ts';
import { startRecordingServer } from '../../support/recording-server.ts';

describe('the HTTP client against a real server', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  const client = createHttpClient({ timeoutMs: 500 });
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a POST once on %i, then succeeds', async (status) => {
    server.answerWith({ status, body: {} }, { status: 200, body: { ok: true } });
    const response = await client.send({ method: 'POST', url: `${server.origin}/orders`, body: 'a=1' });
    expect(response._unsafeUnwrap()).toEqual({ status: 200, body: { ok: true } });
    expect(server.requests).toHaveLength(2);
  });

  it('retries a POST only once: a second failure is the failure', async () => {
    server.answerWith({ status: 503, body: { down: true } });
    const response = await client.send({ method: 'POST', url: `${server.origin}/orders`, body: 'a=1' });
    expect(response._unsafeUnwrapErr()).toMatchObject({ type: 'HttpStatus', status: 503, body: { down: true } });
    expect(server.requests).toHaveLength(2);
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)('never retries the idempotent %s', async (method) => {
    server.answerWith({ status: 503, body: {} });
    const response = await client.send({ method, url: `${server.origin}/thing` });
    expect(response._unsafeUnwrapErr()).toMatchObject({ type: 'HttpStatus', status: 503 });
    expect(server.requests).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry a POST on %i, which is an error', async (status) => {
    server.answerWith({ status, body: { error: status } });
    const response = await client.send({ method: 'POST', url: `${server.origin}/orders`, body: '' });
    expect(response._unsafeUnwrapErr()).toMatchObject({ type: 'HttpStatus', status, body: { error: status } });
    expect(server.requests).toHaveLength(1);
  });

  it('gives up on a request that outlasts the timeout', async () => {
    server.answerWith({ status: 200, body: {}, delayMs: 1500 });
    const response = await client.send({ method: 'GET', url: `${server.origin}/slow` });
    expect(response._unsafeUnwrapErr()).toEqual({ type: 'Timeout', url: `${server.origin}/slow`, afterMs: 500 });
  });

  it('reports a server that does not answer at all', async () => {
    const response = await client.send({ method: 'GET', url: 'http://127.0.0.1:9/nothing' });
    expect(response._unsafeUnwrapErr()).toMatchObject({ type: 'NetworkFailure', url: 'http://127.0.0.1:9/nothing' });
  });

  it('keeps a body that is not JSON as text', async () => {
    server.answerWith({ status: 200, body: 'plain words' });
    const response = await client.send({ method: 'GET', url: `${server.origin}/text` });
    expect(response._unsafeUnwrap()).toEqual({ status: 200, body: 'plain words' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../adapters/http/http-client.ts';
import { writeCountingHttpClient } from '../../../adapters/http/write-counting-http-client.ts';
import { startRecordingServer } from '../../support/recording-server.ts';

describe("the HTTP client that counts the session's writes, against a real server", () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  it('counts nothing for reads, answered or refused', async () => {
    const { http, writes } = writeCountingHttpClient(createHttpClient({ timeoutMs: 500 }));
    server.answerWith({ status: 200, body: {} }, { status: 404, body: {} }, { status: 200, body: {} });
    await http.send({ method: 'GET', url: `${server.origin}/cart` });
    await http.send({ method: 'GET', url: `${server.origin}/missing` });
    await http.send({ method: 'HEAD', url: `${server.origin}/cart` });
    expect(writes()).toBe(0);
  });

  it('counts each write once it is answered, whether the server took it or refused it', async () => {
    const { http, writes } = writeCountingHttpClient(createHttpClient({ timeoutMs: 500 }));
    server.answerWith({ status: 201, body: {} }, { status: 422, body: {} }, { status: 200, body: {} });
    const adding = http.send({ method: 'POST', url: `${server.origin}/cart/lines`, body: 'quantity=1' });
    expect(writes()).toBe(0);
    await adding;
    expect(writes()).toBe(1);
    await http.send({ method: 'POST', url: `${server.origin}/cart/lines`, body: 'quantity=0' });
    await http.send({ method: 'DELETE', url: `${server.origin}/cart/lines/1` });
    expect(writes()).toBe(3);
  });
});

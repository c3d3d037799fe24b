import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../adapters/server/create-server.ts';
import { SERVER_TIMEOUTS } from '../../../adapters/server/input-guard.ts';

/** Every limit of the shop's server, SCALE times shorter, so the spec sees in seconds what production sees in minutes. */
const SCALE = 10;
const scaled = <T>(value: T): T =>
  (typeof value === 'number'
    ? Math.round(value / SCALE)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scaled(item)]))
      : value) as T;
const TIMEOUTS = scaled(SERVER_TIMEOUTS);

/** The server works on each upload longer than any idle-socket limit would allow, well within the request limit. */
const WORK_MS = Math.round(TIMEOUTS.requestTimeout / 3);

const notAPage = async () => {
  throw new Error('no page in this spec');
};

describe('the server under slow work and slow clients', () => {
  let app: FastifyInstance;
  let port: number;
  let stored = 0;

  beforeAll(async () => {
    app = await createServer({
      shopApiBasePath: '/shop-api/v1',
      shopApiRoutes: [],
      rootRoutes: [
        async (root) => {
          root.addContentTypeParser(
            'image/jpeg',
            { parseAs: 'buffer', bodyLimit: 16 * 1024 * 1024 },
            (_r, body, done) => done(null, body),
          );
          // A deliberately slow processor: the photo is received, then worked on for WORK_MS before the answer.
          root.post('/images/upload', async (request, reply) => {
            await sleep(WORK_MS);
            stored += 1;
            return reply.status(201).send({ success: true, data: { bytes: (request.body as Buffer).length } });
          });
        },
      ],
      pages: { render: notAPage, payload: notAPage },
      trustProxy: false,
      timeouts: TIMEOUTS,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });
  afterAll(() => app.close());

  it('answers every one of 12 concurrent 3 MB uploads the server works on longer than a socket stays idle', async () => {
    const photo = randomBytes(3 * 1024 * 1024);
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const response = await fetch(`http://127.0.0.1:${port}/images/upload`, {
          method: 'POST',
          headers: { 'content-type': 'image/jpeg' },
          body: photo,
        });
        return { status: response.status, body: await response.json() };
      }),
    );
    expect(answers).toEqual(
      Array.from({ length: 12 }, () => ({ status: 201, body: { success: true, data: { bytes: photo.length } } })),
    );
    expect(stored).toBe(12);
  });

  it.each([
    ['reads what it is sent', true],
    ['never reads (its socket is not left half-open)', false],
  ])('still cuts a client that trickles its headers (slowloris) and %s', async (_how, reads) => {
    const socket = net.connect(port, '127.0.0.1');
    let closed = false;
    socket.on('close', () => (closed = true));
    socket.on('error', () => (closed = true));
    if (reads) socket.on('data', () => undefined);
    socket.write('GET /builds/latest.json HTTP/1.1\r\nHost: shop\r\n');
    // One header byte at a time, far past the header limit, unless the server hangs up first.
    for (let sent = 0; !closed && sent < 60; sent += 1) {
      socket.write('x');
      await sleep(TIMEOUTS.http.headersTimeout / 5);
    }
    socket.destroy();
    expect(closed).toBe(true);
  });
});

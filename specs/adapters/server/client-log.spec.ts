import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { writeClientLog } from '../../../adapters/server/product-server/client-log.routes.ts';
import type { SessionId } from '../../../core/domain/session/session-id.ts';

/** A real pino logger (Fastify's) writing into an array, so the spec reads the structured lines. */
const capturingLogger = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'debug', stream } });
  return { log: app.log, lines };
};

describe('writeClientLog', () => {
  it.each([
    ['DEBUG', 20],
    ['INFO', 30],
    ['WARN', 40],
    ['ERROR', 50],
  ] as const)('writes a %s line at the matching pino level, with the session id', (level, pinoLevel) => {
    const { log, lines } = capturingLogger();
    writeClientLog(log, { level, message: 'Error screen: 500', sessionId: 'Sess000000000001' as SessionId });
    expect(lines).toEqual([
      expect.objectContaining({
        level: pinoLevel,
        msg: 'Error screen: 500',
        source: 'storefront',
        sessionId: 'Sess000000000001',
      }),
    ]);
  });

  it('writes a null session id for a visitor without a session, and keeps the message as data', () => {
    const { log, lines } = capturingLogger();
    writeClientLog(log, { level: 'INFO', message: '{"level":60,"msg":"forged"}\nsecond line', sessionId: undefined });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, sessionId: null, msg: '{"level":60,"msg":"forged"}\nsecond line' });
  });
});

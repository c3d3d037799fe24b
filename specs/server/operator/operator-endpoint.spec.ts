import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { postgresIdempotencyStore } from '../../../adapters/postgres/postgres-idempotency-store.ts';
import { idempotency } from '../../../adapters/server/idempotency.ts';
import { createOperatorServer } from '../../../adapters/server/operator/operator-server.ts';
import { OPERATOR_PATHS } from '../../../adapters/shop-api-contract/operator.codec.ts';
import { openDemoDatabase } from '../../support/test-app.ts';

const TOKEN = 'operator-spec-token-0000000000000000000000';
const NOT_FOUND = { success: false, error: { code: 4004, message: 'Not found' } };

describe('the operator endpoint', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const ran: { args: readonly string[]; who: string }[] = [];
  let keys = 0;

  beforeAll(async () => {
    database = await openDemoDatabase();
    app = createOperatorServer({
      token: TOKEN,
      idempotency: idempotency(postgresIdempotencyStore(database.db)),
      run: async (args, who) => {
        ran.push({ args, who });
        return { code: 0, out: [`ran ${args.join(' ')}`], err: [] };
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const send = (authorization: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: OPERATOR_PATHS.commands,
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `operator-spec-${String((keys += 1)).padStart(4, '0')}`,
        ...(authorization === undefined ? {} : { authorization }),
        ...headers,
      },
      payload: JSON.stringify(payload),
    });

  const command = { args: ['orders', 'cancel', 'ES-1'], user: 'ana' };

  it('answers a missing, wrong or differently long token with the 404 envelope and runs nothing', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN.slice(0, -1)}x`,
      'Bearer short',
      `Bearer ${TOKEN}${TOKEN}`,
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const answer = await send(authorization, command);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(NOT_FOUND);
    }
    expect((await app.inject({ method: 'GET', url: '/' })).json()).toEqual(NOT_FOUND);
    expect(ran).toEqual([]);
  });

  it('runs the command for the holder of the token, naming the operator for the audit trail', async () => {
    const answer = await send(`Bearer ${TOKEN}`, command);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, data: { code: 0, out: ['ran orders cancel ES-1'], err: [] } });
    expect(ran).toEqual([{ args: command.args, who: 'cli:ana' }]);
  });

  it('runs a retried request once', async () => {
    ran.length = 0;
    const again = { 'idempotency-key': 'operator-spec-retried' };
    const first = await send(`Bearer ${TOKEN}`, command, again);
    const second = await send(`Bearer ${TOKEN}`, command, again);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(ran).toHaveLength(1);
    const keyless = await app.inject({
      method: 'POST',
      url: OPERATOR_PATHS.commands,
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      payload: JSON.stringify(command),
    });
    expect(keyless.statusCode).toBe(400);
  });

  it('refuses an undecodable, hostile or oversized body with the 400 or 413 envelope', async () => {
    ran.length = 0;
    const refused = [
      { args: [], user: 'ana' },
      { args: Array.from({ length: 17 }, () => 'x'), user: 'ana' },
      { args: ['orders', 'list'], user: 'ana; rm -rf /' },
      { args: ['orders\nlist'], user: 'ana' },
      { args: ['orders', 'list'] },
      JSON.parse('{"args":["orders"],"user":"ana","__proto__":{"x":1}}'),
    ];
    for (const body of refused) {
      const answer = await send(`Bearer ${TOKEN}`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json<{ error: { code: number } }>().error.code).toBe(4000);
    }
    const huge = await send(`Bearer ${TOKEN}`, { args: ['x'.repeat(20_000)], user: 'ana' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ error: { code: number } }>().error.code).toBe(4013);
    expect(ran).toEqual([]);
  });
});

import Fastify, { type FastifyInstance } from 'fastify';
import { okAsync } from 'neverthrow';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { postgresIdempotencyStore } from '../../adapters/postgres/postgres-idempotency-store.ts';
import { idempotencyKeys } from '../../adapters/postgres/schema/index.ts';
import { dataAnswer, type HttpAnswer } from '../../adapters/server/http-answer.ts';
import { idempotency, IDEMPOTENCY_DEFAULTS, type IdempotencyOptions } from '../../adapters/server/idempotency.ts';
import type { IdempotencyStore } from '../../core/shop/idempotency/idempotency-store.port.ts';
import { eventually } from '../support/eventually.ts';
import { openTestDatabase, TEST_ENGINES } from '../support/test-database.ts';

/** A lease a spec can outlive: the shop's is a few seconds; the mechanism is the same. */
const SHORT: IdempotencyOptions = { ...IDEMPOTENCY_DEFAULTS, leaseMs: 600, heartbeatMs: 150 };

const never = new Promise<HttpAnswer>(() => {});

for (const engine of TEST_ENGINES) {
  describe(`An Idempotency-Key claim held by an instance (${engine.name})`, () => {
    let database: DatabaseHandle;
    let apps: FastifyInstance[] = [];
    beforeAll(async () => {
      database = await openTestDatabase(engine);
    });
    afterEach(async () => {
      for (const app of apps) await app.close();
      apps = [];
    });
    afterAll(() => database.close());

    /** An instance with one idempotent route, whose work is `work`; `runs` counts the times it ran. */
    const instance = (store: IdempotencyStore, work: () => Promise<HttpAnswer>) => {
      const runs = { count: 0 };
      const app = Fastify();
      const keys = idempotency(store, SHORT);
      app.post('/orders', async (request, reply) =>
        keys.route(request, reply, { scope: 'spec-orders', required: true }, async () => {
          runs.count += 1;
          return work();
        }),
      );
      apps.push(app);
      return { app, runs };
    };
    const place = (app: FastifyInstance, key: string) =>
      app.inject({
        method: 'POST',
        url: '/orders',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        payload: { total: '2490' },
      });
    const claimed = (key: string) =>
      eventually(async () => {
        const rows = await database.db.select().from(idempotencyKeys);
        return rows.some((row) => row.key === key) ? true : undefined;
      });

    it('is free for a retry on another instance soon after the claimant died, not after a minute', async () => {
      const store = postgresIdempotencyStore(database.db);
      // The claimant's process died mid-request: its work never ends and nothing renews its claim any more.
      const dead = instance({ ...store, renew: () => okAsync(undefined) }, () => never);
      const alive = instance(store, async () => dataAnswer({ placed: 'ES-RETRIED1' }, 201));
      void place(dead.app, 'dead-claimant-key-0001');
      await claimed('dead-claimant-key-0001');

      const retried = await place(alive.app, 'dead-claimant-key-0001');
      expect(retried.statusCode).toBe(201);
      expect(retried.json()).toEqual({ success: true, data: { placed: 'ES-RETRIED1' } });
      expect(alive.runs.count).toBe(1);
      // The shop's own lease is a few seconds, renewed several times within it.
      expect(IDEMPOTENCY_DEFAULTS.leaseMs).toBeLessThanOrEqual(10_000);
      expect(IDEMPOTENCY_DEFAULTS.heartbeatMs * 3).toBeLessThanOrEqual(IDEMPOTENCY_DEFAULTS.leaseMs);
    });

    it('stays with a live claimant however long its request runs: the retry gets its answer, the work runs once', async () => {
      const store = postgresIdempotencyStore(database.db);
      let finish = (_: HttpAnswer) => {};
      const slow = instance(store, () => new Promise<HttpAnswer>((resolve) => (finish = resolve)));
      const other = instance(store, async () => dataAnswer({ placed: 'ES-TWICE001' }, 201));
      const first = place(slow.app, 'live-claimant-key-0001');
      await claimed('live-claimant-key-0001');
      const retry = place(other.app, 'live-claimant-key-0001');
      // Longer than the lease: only the heartbeat keeps the claim.
      await new Promise((resolve) => setTimeout(resolve, 3 * SHORT.leaseMs));
      finish(dataAnswer({ placed: 'ES-ONCE0001' }, 201));

      expect((await first).json()).toEqual({ success: true, data: { placed: 'ES-ONCE0001' } });
      const replayed = await retry;
      expect(replayed.statusCode).toBe(201);
      expect(replayed.json()).toEqual({ success: true, data: { placed: 'ES-ONCE0001' } });
      expect(replayed.headers['idempotent-replayed']).toBe('true');
      expect(slow.runs.count + other.runs.count).toBe(1);
    });
  });
}

import { afterEach, describe, expect, it } from 'vitest';
import { JOBS_SCHEMA, pgBossJobRunner } from '../../../adapters/jobs/pg-boss-job-runner.ts';
import { openDatabase, type DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { orderLines, orders } from '../../../adapters/postgres/schema/index.ts';
import { SHOP_JOB_POLICIES, type ShopJobs } from '../../../core/shop/jobs/shop-jobs.ts';
import { migrationsBefore } from '../../support/migrations-before.ts';
import { anOrderRow } from '../../support/stored-orders.ts';
import { freshPostgres, MIGRATIONS, TEST_ENGINES, type TestEngine } from '../../support/test-database.ts';

const CARRYING = '0020_jobs_print_notifications';

const openEmpty = async (engine: TestEngine) => {
  const url = process.env.TEST_DATABASE_URL;
  if (engine.kind === 'pglite' || !url) return { database: await openDatabase({ memory: true }), drop: async () => {} };
  const fresh = await freshPostgres(url);
  return { database: await openDatabase(fresh.location), drop: fresh.drop };
};

const rowsOf = async (database: DatabaseHandle, text: string) => (await database.executeSql(text, [])).rows;

for (const engine of TEST_ENGINES) {
  describe(`Work owed before the job queue, carried onto it (${engine.name})`, () => {
    let cleanup: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const step of cleanup.reverse()) await step();
      cleanup = [];
    });

    it('queues each pending print job and undelivered notification once, however many instances start', async () => {
      const before = await migrationsBefore(CARRYING);
      const { database, drop } = await openEmpty(engine);
      cleanup.push(drop, () => database.close(), before.remove);
      await database.migrate(before.folder);

      await database.db.insert(orders).values(anOrderRow({ id: 'carried-order', publicId: 'ES-CARRIED1' }));
      const lines = ['pending', 'retrying', 'done', 'interrupted'];
      await database.db.insert(orderLines).values(
        lines.map((id) => ({
          id,
          orderId: 'carried-order',
          articleId: 101,
          name: 'Lienzo',
          quantity: 1,
          unitPriceMinor: 2990,
        })),
      );
      await rowsOf(
        database,
        `INSERT INTO print_jobs (order_line_id, order_id, attempts, locked_until, done_at) VALUES
          ('pending', 'carried-order', 0, NULL, NULL),
          ('retrying', 'carried-order', 2, now() - interval '1 hour', NULL),
          ('done', 'carried-order', 1, NULL, now()),
          ('interrupted', 'carried-order', 6, now() - interval '1 hour', NULL)`,
      );
      await rowsOf(
        database,
        `INSERT INTO payment_notification_outbox (event_id, payment_id, body, next_attempt_at, delivered_at) VALUES
          ('owed', 'pay-1', '{"payment_id":"pay-1"}', now(), NULL),
          ('delivered', 'pay-2', '{"payment_id":"pay-2"}', now(), now())`,
      );

      await database.migrate(MIGRATIONS);
      expect(
        await rowsOf(database, `SELECT order_line_id, failed_at IS NOT NULL AS failed FROM print_jobs ORDER BY 1`),
      ).toEqual([
        { order_line_id: 'done', failed: false },
        { order_line_id: 'interrupted', failed: true },
        { order_line_id: 'pending', failed: false },
        { order_line_id: 'retrying', failed: false },
      ]);
      expect(
        await rowsOf(
          database,
          `SELECT column_name FROM information_schema.columns WHERE table_name = 'print_jobs' AND column_name IN ('locked_until', 'next_attempt_at')`,
        ),
      ).toEqual([]);
      expect(await rowsOf(database, `SELECT to_regclass('payment_notification_outbox') AS outbox`)).toEqual([
        { outbox: null },
      ]);

      // Two instances start together (PGlite is one process's: there, one after the other); the carried-over rows go
      // with the first one's transaction.
      const runners = [0, 1].map(() =>
        pgBossJobRunner<ShopJobs>({ database, work: false, policies: SHOP_JOB_POLICIES, report: () => {} }),
      );
      if (engine.kind === 'postgres') await Promise.all(runners.map((runner) => runner.start()));
      else for (const runner of runners) await runner.start();
      cleanup.push(async () => {
        for (const runner of runners) await runner.stop();
      });
      expect(
        await rowsOf(
          database,
          `SELECT name, data FROM ${JOBS_SCHEMA}.job WHERE name IN ('print-file', 'payment-notification') ORDER BY name, data->>'orderLineId'`,
        ),
      ).toEqual([
        { name: 'payment-notification', data: { eventId: 'owed', body: '{"payment_id":"pay-1"}' } },
        { name: 'print-file', data: { orderLineId: 'pending' } },
        { name: 'print-file', data: { orderLineId: 'retrying' } },
      ]);
      expect(await rowsOf(database, 'SELECT * FROM jobs_carried_over')).toEqual([]);
    });
  });
}

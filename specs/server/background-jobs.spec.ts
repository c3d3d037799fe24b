import { SHOP_JOB_POLICIES } from '../../core/shop/jobs/shop-jobs.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS_SCHEMA } from '../../adapters/jobs/pg-boss-job-runner.ts';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { buildTestApp, openDemoDatabase } from '../support/test-app.ts';

describe('the shop’s background jobs', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
    await app.ready();
  });
  afterAll(() => app.close());

  it('has a queue for every kind of job, and housekeeping scheduled hourly for the whole fleet', async () => {
    const queues = await database.executeSql(
      `SELECT name FROM ${JOBS_SCHEMA}.queue WHERE name NOT LIKE '\\_\\_%' ORDER BY name`,
    );
    expect(queues.rows).toEqual(
      Object.keys(SHOP_JOB_POLICIES)
        .sort()
        .map((name) => ({ name })),
    );
    expect(queues.rows).toContainEqual({ name: 'mail' });
    const schedules = await database.executeSql(`SELECT name, cron, timezone FROM ${JOBS_SCHEMA}.schedule`);
    expect(schedules.rows).toEqual([{ name: 'housekeeping', cron: '7 * * * *', timezone: 'UTC' }]);
  });
});

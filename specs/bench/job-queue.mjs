// The job queue (pg-boss): enqueue→start latency of one job at a time, woken in-process as a placed order wakes its
// mail, and jobs per second for a backlog, on the embedded database and, when reachable, PostgreSQL.
// `node specs/bench/job-queue.mjs` runs it alone and prints its rows; `npm run bench` runs it with the rest.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { okAsync } from 'neverthrow';
import pg from 'pg';
import { sourceLoader } from '../../composition-root/scripts/source-loader.mjs';
import { row } from './report.mjs';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const SINGLE = Number(process.env.BENCH_JOBS ?? 200);
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 500);
const POLICY = { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const measureOn = async ({ openDatabase, pgBossJobRunner }, location) => {
  const database = await openDatabase(location);
  let started;
  const runner = pgBossJobRunner({
    database,
    work: true,
    policies: { bench: POLICY },
    pollingIntervalSeconds: 0.5,
    report: () => {},
  });
  runner.handle('bench', () => {
    started?.(performance.now());
    return okAsync(undefined);
  });
  await runner.start();
  const queue = runner.queueIn(database.db);
  try {
    const latencies = [];
    for (let n = 0; n < SINGLE; n += 1) {
      const start = new Promise((resolve) => (started = resolve));
      const sentAt = performance.now();
      (await queue.enqueue('bench', { n }))._unsafeUnwrap();
      runner.wake('bench');
      latencies.push((await start) - sentAt);
    }
    await runner.stop();
    let done = 0;
    let allDone;
    const finished = new Promise((resolve) => (allDone = resolve));
    for (let n = 0; n < BACKLOG; n += 1) (await queue.enqueue('bench', { n }))._unsafeUnwrap();
    started = () => {
      done += 1;
      if (done === BACKLOG) allDone(performance.now());
    };
    const backlogRunner = pgBossJobRunner({
      database,
      work: true,
      policies: { bench: POLICY },
      pollingIntervalSeconds: 0.5,
      report: () => {},
    });
    backlogRunner.handle('bench', () => (started(), okAsync(undefined)));
    const from = performance.now();
    await backlogRunner.start();
    const to = await finished;
    await backlogRunner.stop();
    const sorted = latencies.sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), perSecond: BACKLOG / ((to - from) / 1000) };
  } finally {
    await runner.stop();
    await database.close();
  }
};

const postgresUrl = async () => {
  const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `bench_jobs_${process.pid}`;
  const client = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`Job queue on PostgreSQL skipped: ${error.message}`);
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = new pg.Client({ connectionString: server.toString() });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
};

const rowsOf = (engine, result) => [
  row(
    `Job queue enqueue→start p99, ${engine}`,
    `${result.p99.toFixed(1)} ms`,
    '',
    undefined,
    `p50 ${result.p50.toFixed(1)} ms over ${SINGLE} jobs one at a time, woken in-process after each commit`,
  ),
  row(
    `Job queue throughput, ${engine} (jobs/s)`,
    result.perSecond.toFixed(0),
    '',
    undefined,
    `a backlog of ${BACKLOG} no-op jobs, one worker`,
  ),
];

export const jobQueueMeasurements = async () => {
  const vite = await sourceLoader(appRoot);
  try {
    const modules = {
      ...(await vite.ssrLoadModule('/adapters/postgres/database.ts')),
      ...(await vite.ssrLoadModule('/adapters/jobs/pg-boss-job-runner.ts')),
    };
    const rows = rowsOf('embedded PGlite', await measureOn(modules, { memory: true }));
    const server = await postgresUrl();
    if (server) {
      try {
        rows.push(...rowsOf('PostgreSQL', await measureOn(modules, { url: server.url })));
      } finally {
        await server.drop();
      }
    }
    return rows;
  } finally {
    await vite.close();
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await jobQueueMeasurements()) console.log(line);
}

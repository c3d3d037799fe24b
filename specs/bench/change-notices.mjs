// Change notice latency between two instances: the time from one instance's announce to the other's listener, over
// PostgreSQL LISTEN/NOTIFY (a throwaway database) and Redis pub/sub. `node specs/bench/change-notices.mjs` runs it
// alone and writes its rows into docs/benchmarks.md; `npm run bench` runs it with the rest.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createClient } from 'redis';
import { sourceLoader } from '../../composition-root/scripts/source-loader.mjs';
import { row } from './report.mjs';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const NOTICES = 500;
const WARM_UP = 50;
const TARGET_MS = 1000;
const LABEL = 'Change notice';

const serverUrl = () => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
};
const redisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const onServer = async (url, sql) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Announces on `a` one notice at a time, each timed until `b`'s listener hears it. */
const timedNotices = async (a, b) => {
  let heard = () => {};
  b.subscribe(() => heard());
  const once = async () => {
    const arrived = new Promise((resolve) => (heard = resolve));
    const started = performance.now();
    const sent = await a.announce('catalogue');
    if (sent.isErr()) throw new Error(`The notice was not sent: ${sent.error.cause}`);
    await arrived;
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UP; i += 1) await once();
  const times = [];
  for (let i = 0; i < NOTICES; i += 1) times.push(await once());
  times.sort((x, y) => x - y);
  return { p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: times[times.length - 1] };
};

const reachable = async (probe) => {
  try {
    await probe();
    return true;
  } catch {
    return false;
  }
};

/** Each transport's p50/p99, or null for one whose server did not answer. */
export const changeNoticeMeasurements = async () => {
  const vite = await sourceLoader(appRoot);
  const results = [];
  try {
    const load = (file) => vite.ssrLoadModule(file);
    const { openDatabase } = await load('/adapters/postgres/database.ts');
    const { postgresChangeNotices } = await load('/adapters/change-notices/postgres-change-notices.ts');
    const { redisChangeNotices } = await load('/adapters/change-notices/redis-change-notices.ts');
    const warn = (message) => console.warn(message);

    const server = serverUrl();
    if (await reachable(() => onServer(server, 'SELECT 1'))) {
      const name = `estampa_bench_notices_${process.pid}_${Date.now().toString(36)}`;
      await onServer(server, `CREATE DATABASE "${name}"`);
      const url = new URL(server);
      url.pathname = `/${name}`;
      // Two instances: each its own pool and listening connection.
      const [first, second] = [
        await openDatabase({ url: url.toString() }),
        await openDatabase({ url: url.toString() }),
      ];
      const [a, b] = [await postgresChangeNotices(first, warn), await postgresChangeNotices(second, warn)];
      try {
        const { version } = { version: (await onServer(server, 'SHOW server_version')).rows[0].server_version };
        results.push({ transport: `PostgreSQL ${version} LISTEN/NOTIFY`, ...(await timedNotices(a, b)) });
      } finally {
        await Promise.all([a.close(), b.close()]);
        await Promise.all([first.close(), second.close()]);
        await onServer(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    } else results.push({ transport: 'PostgreSQL LISTEN/NOTIFY', unavailable: 'no PostgreSQL server answered' });

    const redis = redisUrl();
    const redisUp = await reachable(async () => {
      const client = createClient({ url: redis, socket: { connectTimeout: 2000, reconnectStrategy: false } });
      await client.connect();
      await client.close();
    });
    if (redisUp) {
      const channel = `estampa_bench_${randomUUID().slice(0, 8)}`;
      const [a, b] = [
        await redisChangeNotices({ url: redis, warn, channel }),
        await redisChangeNotices({ url: redis, warn, channel }),
      ];
      try {
        results.push({ transport: 'Redis pub/sub', ...(await timedNotices(a, b)) });
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    } else results.push({ transport: 'Redis pub/sub', unavailable: `no Redis answered at ${redis}` });
  } finally {
    await vite.close();
  }
  return results;
};

export const changeNoticeRows = (measured) =>
  measured.map((result) =>
    result.unavailable
      ? row(
          `${LABEL} to another instance, ${result.transport}, p99`,
          `not measured: ${result.unavailable}`,
          `≤ ${TARGET_MS} ms`,
        )
      : row(
          `${LABEL} to another instance, ${result.transport}, p99`,
          `${result.p99Ms.toFixed(2)} ms`,
          `≤ ${TARGET_MS} ms`,
          result.p99Ms <= TARGET_MS,
          `p50 ${result.p50Ms.toFixed(2)} ms, slowest ${result.maxMs.toFixed(2)} ms over ${NOTICES} notices`,
        ),
  );

const note = `**${LABEL}**: two instances' notice transports in the bench's process, each with its own connections (for PostgreSQL its own pool and listening connection, on a database created for the run on the server in TEST_DATABASE_URL and dropped afterwards; for Redis a channel of the run's own on REDIS_URL, else 127.0.0.1:6379). One announces a catalogue notice at a time and the time runs until the other's listener hears it, ${WARM_UP} notices unmeasured and then ${NOTICES} measured. An administrator's change reaches another instance's page in this time plus one read of the changed rows, since that instance's caches forget on the notice and read again. \`node specs/bench/change-notices.mjs\` runs this part alone.`;

/** The report with this part's rows and note in place of any earlier ones. */
export const withChangeNotices = (report, measured) => {
  const lines = report
    .split('\n')
    .filter((line) => !line.startsWith(`| ${LABEL} `) && !line.startsWith(`**${LABEL}**`));
  const lastRow = lines.findLastIndex((line) => line.startsWith('| '));
  lines.splice(lastRow + 1, 0, ...changeNoticeRows(measured).map((cells) => `| ${cells.join(' | ')} |`));
  return `${lines.join('\n').trimEnd()}\n\n${note}\n`;
};

// `node specs/bench/change-notices.mjs`: this part of the bench alone, written into docs/benchmarks.md.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const measured = await changeNoticeMeasurements();
  const file = path.join(appRoot, 'docs/benchmarks.md');
  writeFileSync(file, withChangeNotices(readFileSync(file, 'utf8'), measured));
  for (const each of changeNoticeRows(measured)) console.log(each.join(' | '));
}

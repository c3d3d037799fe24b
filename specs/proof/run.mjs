// npm run proof [-- --short]: the built shop under load and faults, on PostgreSQL and the embedded database;
// writes docs/reliability.md. Traffic goes to 127.0.0.1 only; every loop is bounded in count and time.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildStale } from '../../composition-root/scripts/build-freshness.mjs';
import { fuzzOperations } from './fuzz.mjs';
import { fleetHolds, reportOf } from './report.mjs';
import {
  concurrentOrders,
  killMidStream,
  notifications,
  oneCartManyKeys,
  slowClients,
  terminatedConnections,
} from './scenarios.mjs';
import { freshDatabase, startShop, stopShop } from './shop-process.mjs';
import { measureCapacity, soak } from './soak.mjs';
import { sourceLoader } from '../../composition-root/scripts/source-loader.mjs';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const short = process.argv.includes('--short');
const port = Number(process.env.PROOF_PORT ?? 4551);
const serverUrl = process.env.PROOF_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const SETTINGS = short
  ? {
      shoppers: 20,
      keys: 5,
      keyCarts: 5,
      killOrders: 15,
      kills: 1,
      notifyOrders: 3,
      fuzzRuns: 25,
      slow: 4,
      slowLimit: 135,
      capacitySeconds: 5,
      soakSeconds: 30,
      windows: 3,
      terminateSeconds: 3,
      fleet: { shoppers: 18, personalisedEvery: 3, width: 6, changeSamples: 6, limitRequests: 40 },
    }
  : {
      shoppers: 200,
      keys: 8,
      keyCarts: 20,
      killOrders: 40,
      kills: 3,
      notifyOrders: 10,
      fuzzRuns: 1000,
      slow: 10,
      slowLimit: 135,
      capacitySeconds: 10,
      soakSeconds: 600,
      windows: 10,
      terminateSeconds: 9,
      fleet: { shoppers: 120, personalisedEvery: 4, width: 12, changeSamples: 40, limitRequests: 40 },
    };
if (process.env.PROOF_SOAK_SECONDS) SETTINGS.soakSeconds = Number(process.env.PROOF_SOAK_SECONDS);

const log = (line) => console.log(`[proof ${new Date().toISOString().slice(11, 19)}] ${line}`);
const timed = async (name, work) => {
  const started = performance.now();
  log(`${name}…`);
  const value = await work();
  log(`${name}: ${JSON.stringify(value).slice(0, 300)}`);
  return { ...value, wallSeconds: Math.round((performance.now() - started) / 100) / 10 };
};

if (isBuildStale(appRoot)) {
  log('building (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: appRoot, stdio: 'inherit' });
}

/** Three web instances and a worker on a database of their own, loaded from the TypeScript sources. */
const runFleet = async () => {
  const fleetDatabase = await freshDatabase(serverUrl);
  const vite = await sourceLoader(appRoot);
  try {
    const { fleetScenario } = await vite.ssrLoadModule('/specs/proof/fleet.ts');
    return await fleetScenario(appRoot, { databaseUrl: fleetDatabase.url, basePort: port + 10 }, SETTINGS.fleet, log);
  } finally {
    await vite.close();
    await fleetDatabase.drop().catch((error) => log(`could not drop ${fleetDatabase.name}: ${error.message}`));
  }
};

if (process.argv.includes('--fleet-only')) {
  // CI's check and a quick look while working on the fleet: its figures on the console, docs/reliability.md untouched.
  const fleet = await timed('fleet', runFleet);
  console.log(JSON.stringify(fleet, null, 2));
  if (fleet.skipped) process.exit(0);
  const failing = Object.entries(fleetHolds(fleet)).filter(([, holds]) => !holds);
  if (failing.length > 0) log(`does not hold: ${failing.map(([name]) => name).join(', ')}`);
  process.exit(failing.length > 0 ? 1 : 0);
}

const started = new Date();
const results = { settings: SETTINGS, mode: short ? 'short' : 'full', postgres: {}, embedded: {} };
const database = await freshDatabase(serverUrl);
try {
  const shop = await startShop(appRoot, { port, databaseUrl: database.url });
  const pg = results.postgres;
  try {
    pg.concurrentOrders = await timed('concurrent orders with same-key retries', () =>
      concurrentOrders(shop.origin, SETTINGS.shoppers),
    );
    pg.oneCartManyKeys = await timed('one cart under several keys', () =>
      oneCartManyKeys(shop.origin, SETTINGS.keyCarts, SETTINGS.keys),
    );
    pg.notifications = await timed('notification replays and mismatches', () =>
      notifications(shop.origin, database, SETTINGS.notifyOrders),
    );
    pg.terminated = await timed('connections terminated mid-traffic', () =>
      terminatedConnections(shop.origin, database, SETTINGS.terminateSeconds),
    );
    const [fuzz, slow] = await Promise.all([
      timed('fuzz of every OpenAPI operation', () => fuzzOperations(shop.origin, SETTINGS.fuzzRuns)),
      timed('slow clients', () => slowClients(port, SETTINGS.slow, SETTINGS.slowLimit)),
    ]);
    pg.fuzz = fuzz;
    pg.slowClients = slow;
    pg.aliveAfterFuzz = shop.child.exitCode === null && shop.child.signalCode === null;
    const capacity = await timed('capacity', async () => ({
      requestsPerSecond: await measureCapacity(shop.origin, SETTINGS.capacitySeconds),
    }));
    pg.capacity = capacity;
    pg.soak = await timed('soak at half capacity', () =>
      soak(shop.origin, shop.child.pid, {
        seconds: SETTINGS.soakSeconds,
        rate: Math.round(capacity.requestsPerSecond / 2),
        windows: SETTINGS.windows,
      }),
    );
  } finally {
    await stopShop(shop);
  }
  const killed = await timed('kill -9 mid-stream (PostgreSQL)', async () => {
    const outcome = await killMidStream(
      appRoot,
      { databaseUrl: database.url },
      { port, orders: SETTINGS.killOrders, kills: SETTINGS.kills },
    );
    await stopShop(outcome.shop);
    return outcome.figures;
  });
  pg.killMidStream = killed;
  results.fleet = await timed('fleet: three web instances and a worker, kills mid-stream', runFleet);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'estampa-proof-'));
  try {
    const embedded = results.embedded;
    const local = await startShop(appRoot, { port, dataDir });
    try {
      embedded.concurrentOrders = await timed('concurrent orders (embedded)', () =>
        concurrentOrders(local.origin, Math.min(SETTINGS.shoppers, 50)),
      );
      embedded.oneCartManyKeys = await timed('one cart under several keys (embedded)', () =>
        oneCartManyKeys(local.origin, SETTINGS.keyCarts, SETTINGS.keys),
      );
    } finally {
      await stopShop(local);
    }
    embedded.killMidStream = await timed('kill -9 mid-stream (embedded)', async () => {
      const outcome = await killMidStream(
        appRoot,
        { dataDir },
        { port, orders: SETTINGS.killOrders, kills: SETTINGS.kills },
      );
      await stopShop(outcome.shop);
      return outcome.figures;
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
} finally {
  await database.drop().catch((error) => log(`could not drop ${database.name}: ${error.message}`));
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`;
const markdown = reportOf(results, {
  started,
  finished: new Date(),
  machine,
  command: `npm run proof${short ? ' -- --short' : ''}`,
});
writeFileSync(path.join(appRoot, 'docs/reliability.md'), markdown);
log('wrote docs/reliability.md');

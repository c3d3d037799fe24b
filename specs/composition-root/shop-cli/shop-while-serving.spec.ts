import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuildStale } from '../../../composition-root/scripts/build-freshness.mjs';
import { openDatabase, PGLITE_EXTENSIONS } from '../../../adapters/postgres/database.ts';
import { backOfficeActions } from '../../../adapters/postgres/schema/index.ts';
import { DEMO_ORDERS } from '../../../adapters/postgres/seeds/account-orders.seed.ts';
import { OPERATOR_FILE } from '../../../adapters/shop-api-contract/operator.codec.ts';
import { templateOf } from '../../support/database-templates.ts';
import { APP_ROOT } from '../../support/test-app.ts';

type Run = { readonly code: number; readonly stdout: string; readonly stderr: string };

// Below the screens' port of this worktree's range; the shop listens here for the spec's duration.
const PORT = Number(process.env.CLI_SPEC_PORT ?? 4549);

let dataDir: string;
let shop: ChildProcess;

/** `npm run shop -- …` typed while the built shop runs on the same embedded database. */
const shopCommand = (...args: string[]) =>
  new Promise<Run>((resolve) => {
    execFile(
      process.execPath,
      [path.join(APP_ROOT, 'composition-root/shop-cli/shop.mjs'), ...args],
      { cwd: APP_ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

const untilUp = async () => {
  // Starting the built shop can take a minute on a busy machine.
  for (let tries = 0; tries < 3000; tries += 1) {
    const up = await fetch(`http://127.0.0.1:${PORT}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up && existsSync(path.join(dataDir, OPERATOR_FILE))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The built shop did not start');
};

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

beforeAll(async () => {
  if (isBuildStale(APP_ROOT)) {
    // Built as the operator builds it: the test runner's NODE_ENV and VITEST flags would make a development build.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
    );
    const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: APP_ROOT, env, stdio: 'ignore' });
    if (built.status !== 0) throw new Error('The shop did not build');
  }
  dataDir = await mkdtemp(path.join(tmpdir(), 'estampa-shop-serving-'));
  // The demo data written from the run's template: the shop's first start finds it migrated and seeded.
  const seeded = new PGlite(dataDir, { loadDataDir: await templateOf('demo'), extensions: PGLITE_EXTENSIONS });
  await seeded.waitReady;
  await seeded.close();
  shop = spawn(process.execPath, ['dist/server/serve.js'], {
    cwd: APP_ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await untilUp();
}, 900_000);
afterAll(async () => {
  if (shop) await stopped(shop);
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run shop while the shop runs on the embedded database', () => {
  it('leaves the address and token for the operator readable by the shop’s own user alone', async () => {
    expect((await stat(path.join(dataDir, OPERATOR_FILE))).mode & 0o777).toBe(0o600);
  });

  it('lists and cancels an order through the running shop, and tells a refusal as it would alone', async () => {
    const listed = await shopCommand('orders', 'list', '--limit', '10');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`${DEMO_ORDERS.received}\\s+0 RECEIVED`));
    const canceled = await shopCommand('orders', 'cancel', DEMO_ORDERS.received);
    expect(canceled.code, canceled.stderr).toBe(0);
    expect(canceled.stdout).toContain(`Order ${DEMO_ORDERS.received}: 0 RECEIVED -> 10 CANCELED`);
    const missing = await shopCommand('orders', 'cancel', 'ES-NOSUCH1');
    expect(missing).toMatchObject({ code: 1, stderr: 'No order with public id ES-NOSUCH1.\n' });
    const usage = await shopCommand('orders', 'fly');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Unknown command: orders fly');
  }, 600_000);

  it('records the change in the back office’s audit trail as the operator, and leaves no endpoint once stopped', async () => {
    await stopped(shop);
    expect(existsSync(path.join(dataDir, OPERATOR_FILE))).toBe(false);
    const database = await openDatabase({ dataDir });
    try {
      const recorded = await database.db
        .select({ who: backOfficeActions.administratorId, action: backOfficeActions.action })
        .from(backOfficeActions)
        .where(like(backOfficeActions.administratorId, 'cli:%'));
      expect(recorded).toEqual([{ who: expect.stringMatching(/^cli:[A-Za-z0-9._-]+$/), action: 'cancel' }]);
    } finally {
      await database.close();
    }
  }, 300_000);
});

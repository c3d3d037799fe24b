import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../adapters/postgres/catalogue-sql.ts';
import { openDatabase } from '../../../adapters/postgres/database.ts';
import { StartRefused } from '../../../composition-root/server/database-schema.ts';
import { buildApp } from '../../../composition-root/server/main.ts';
import { runMigrate } from '../../../composition-root/server/migrate.ts';
import { APP_ROOT, specServerConfig } from '../../support/test-app.ts';
import { freshPostgres, MIGRATIONS } from '../../support/test-database.ts';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const template = await readFile(path.join(APP_ROOT, 'ui/index.html'), 'utf8');
const migrationCount = (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql')).length;

const directories: string[] = [];
const dataDir = async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'estampa-migrations-'));
  directories.push(directory);
  return directory;
};
afterAll(async () => {
  await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
});

/** An instance as a machine of the fleet starts it: its own pool on the shared database, its own data directory. */
const startInstance = async (env: NodeJS.ProcessEnv) =>
  buildApp({ config: specServerConfig({ DATA_DIR: await dataDir(), ...env }), appRoot: APP_ROOT, template });

const quietIo = () => {
  const lines: string[] = [];
  return { lines, io: { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) } };
};

/** What the database records: migrations applied and demo data sets seeded. */
const recordsOf = async (location: { url: string } | { dataDir: string }) => {
  const database = await openDatabase(location);
  try {
    const [row] = await rowsOf<{ migrations: number; seeds: number }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations,
                 (SELECT count(*)::int FROM demo_seeds) AS seeds`,
    );
    return row;
  } finally {
    await database.close();
  }
};

if (!testDatabaseUrl) console.info('Cold start on PostgreSQL skipped: TEST_DATABASE_URL is not set.');

describe.skipIf(!testDatabaseUrl)('Three instances started together on an empty PostgreSQL', () => {
  it('all start: the schema is migrated once and the demo data seeded once', async () => {
    const fresh = await freshPostgres(testDatabaseUrl!);
    const env = { DATABASE_URL: (fresh.location as { url: string }).url };
    const started = await Promise.allSettled([startInstance(env), startInstance(env), startInstance(env)]);
    const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
      ]);
      for (const app of apps) expect((await app.inject('/')).statusCode).toBe(200);
    } finally {
      await Promise.all(apps.map((app: FastifyInstance) => app.close()));
    }
    expect(await recordsOf({ url: env.DATABASE_URL })).toEqual({
      migrations: migrationCount,
      seeds: 1,
    });
    await fresh.drop();
  });

  it('with MIGRATE_AT_START=false an instance refuses a schema behind its build, and starts once `npm run migrate` ran', async () => {
    const fresh = await freshPostgres(testDatabaseUrl!);
    const env = { DATABASE_URL: (fresh.location as { url: string }).url, MIGRATE_AT_START: 'false' };
    const refused = await startInstance(env).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StartRefused);
    expect((refused as Error).message).toBe(
      `The database schema is behind this build (${migrationCount} migrations not applied) and MIGRATE_AT_START is false: ` +
        'run `npm run migrate` with the same DATABASE_URL first.',
    );

    const migrated = quietIo();
    expect(await runMigrate({ DATABASE_URL: env.DATABASE_URL }, APP_ROOT, migrated.io)).toBe(0);
    expect(migrated.lines).toEqual([`Applied ${migrationCount} migration(s).`]);
    const app = await startInstance(env);
    expect((await app.inject('/')).statusCode).toBe(200);
    await app.close();
    await fresh.drop();
  });
});

describe('`npm run migrate` on the embedded database', () => {
  // Timeout: every migration and the seed written to disk by PGlite, opened three times; a guard against hangs only.
  it('applies every migration to DATA_DIR once; a second run finds the schema up to date', async () => {
    const directory = await dataDir();
    const first = quietIo();
    expect(await runMigrate({ DATA_DIR: directory }, APP_ROOT, first.io)).toBe(0);
    expect(first.lines).toEqual([`Applied ${migrationCount} migration(s).`]);
    const second = quietIo();
    expect(await runMigrate({ DATA_DIR: directory }, APP_ROOT, second.io)).toBe(0);
    expect(second.lines).toEqual(['The database schema is up to date.']);

    const app = await startInstance({ DATA_DIR: directory, MIGRATE_AT_START: 'false' });
    await app.close();
    expect(await recordsOf({ dataDir: directory })).toEqual({ migrations: migrationCount, seeds: 1 });
  }, 240_000);

  it('names a bad DATABASE_URL without starting anything', async () => {
    const run = quietIo();
    expect(await runMigrate({ DATABASE_URL: 'mysql://nope' }, APP_ROOT, run.io)).toBe(1);
    expect(run.lines).toEqual([
      'Invalid configuration:\n  DATABASE_URL must be a postgres:// or postgresql:// connection URL (its value not shown)',
    ]);
  });
});

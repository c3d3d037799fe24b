import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseLocation } from '../../adapters/postgres/database.ts';

export const MIGRATIONS = path.resolve(import.meta.dirname, '../../adapters/postgres/migrations');

export type TestEngine = { readonly name: string; readonly kind: 'pglite' | 'postgres' };

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_ENGINES: readonly TestEngine[] = [
  { name: 'PGlite (embedded)', kind: 'pglite' },
  ...(testDatabaseUrl ? [{ name: 'PostgreSQL', kind: 'postgres' as const }] : []),
];

if (!testDatabaseUrl) console.info('PostgreSQL repository specs skipped: TEST_DATABASE_URL is not set.');

/** Runs one statement on the server's maintenance connection (the database TEST_DATABASE_URL names). */
const onServer = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** Each spec gets a database of its own on the server, so parallel runs never see each other's rows. */
export const freshPostgres = async (
  url: string,
): Promise<{ location: DatabaseLocation; drop: () => Promise<void> }> => {
  const name = `spec_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(url, `CREATE DATABASE "${name}"`);
  const specUrl = new URL(url);
  specUrl.pathname = `/${name}`;
  return {
    location: { url: specUrl.toString() },
    drop: () => onServer(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
};

/** A migrated, empty database; `close` drops a PostgreSQL spec database again. */
export const openTestDatabase = async (engine: TestEngine): Promise<DatabaseHandle> => {
  if (engine.kind === 'pglite' || !testDatabaseUrl) {
    const database = await openDatabase({ memory: true });
    await database.migrate(MIGRATIONS);
    return database;
  }
  const fresh = await freshPostgres(testDatabaseUrl);
  const database = await openDatabase(fresh.location);
  await database.migrate(MIGRATIONS);
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
};

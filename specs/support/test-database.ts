import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll } from 'vitest';
import {
  openDatabase,
  type DatabaseHandle,
  type DatabaseLocation,
  type ShopDatabase,
} from '../../adapters/postgres/database.ts';
import { rowsOf } from '../../adapters/postgres/catalogue-sql.ts';
import { MIGRATIONS, openTemplateDatabase } from './database-templates.ts';

export { MIGRATIONS };

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
  if (engine.kind === 'pglite' || !testDatabaseUrl) return openTemplateDatabase('migrated');
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

/** Deletes every row of every table (the migration records live in their own schema and stay). */
export const emptyDatabase = async (db: ShopDatabase) => {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  const names = tables.map((table) => table.name).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
};

/**
 * One database for the whole spec file, emptied before each use: for contract suites that open a database per
 * test. The handle's `close` is a no-op; the file closes (and drops) the database once, after its last test.
 */
export const databasePerFile = (engine: TestEngine): (() => Promise<DatabaseHandle>) => {
  let opened: Promise<DatabaseHandle> | undefined;
  afterAll(async () => {
    await (await opened)?.close();
  });
  return async () => {
    opened ??= openTestDatabase(engine);
    const database = await opened;
    await emptyDatabase(database.db);
    return { ...database, close: async () => {} };
  };
};

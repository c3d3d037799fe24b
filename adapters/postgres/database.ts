import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

/** The one drizzle type every repository is written against, whichever engine is below it. */
export type ShopDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  readonly db: ShopDatabase;
  readonly engine: 'pglite' | 'postgres';
  /**
   * Runs SQL text as written, outside drizzle, for libraries that bring their own SQL (the job queue): with
   * values as one parameterised statement, without them as a script of several statements.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<{ readonly rows: unknown[] }>;
  /** Applies the SQL migrations in `migrationsFolder` that have not run yet. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * `schema` isolates a PostgreSQL run (tables and migration records) inside one shared database; an in-memory
 * database may start from a `template`, a data directory PGlite dumped earlier.
 */
export type DatabaseLocation =
  | { readonly url: string; readonly schema?: string }
  | { readonly dataDir: string }
  | { readonly memory: true; readonly template?: Blob };

/** The advisory lock key every instance migrates under (any fixed bigint: "estampa" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x657374616d7061n;

/**
 * Instances started together on one PostgreSQL migrate one after another: the lock is taken on the one connection the
 * migrator then uses, so a second instance waits and finds nothing left to apply (without it, two died on duplicate
 * `pg_type` keys). A session lock, released explicitly; a dropped connection releases it too.
 */
const migrateUnderLock = async (pool: pg.Pool, migrationsFolder: string) => {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection that failed mid-way may still hold the lock: closed rather than returned to the pool.
    client.release(broken);
  }
};

/** The contrib modules search uses (the migrations create them); PGlite loads an extension only when opened with it. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent } satisfies PGliteOptions['extensions'];

/** PostgreSQL when a URL is given, otherwise embedded PGlite on disk (or in memory for specs). */
export const openDatabase = async (location: DatabaseLocation): Promise<DatabaseHandle> => {
  if ('url' in location) {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle client whose connection the server closed (restart, failover) is replaced on next use;
    // unhandled, pg would throw it out of the process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      engine: 'postgres',
      executeSql: (text, values) => pool.query(text, values ? [...values] : undefined),
      migrate: (migrationsFolder) => migrateUnderLock(pool, migrationsFolder),
      close: () => pool.end(),
    };
  }
  if ('dataDir' in location) await mkdir(location.dataDir, { recursive: true });
  const lock = 'dataDir' in location ? lockDataDir(location.dataDir) : { release: () => {} };
  const client =
    'dataDir' in location
      ? new PGlite(location.dataDir, { extensions: PGLITE_EXTENSIONS })
      : new PGlite({
          extensions: PGLITE_EXTENSIONS,
          ...(location.template ? { loadDataDir: location.template } : {}),
        });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    engine: 'pglite',
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, [...values]);
      try {
        return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
      } catch (error) {
        // A script failing between its own BEGIN and COMMIT would leave PGlite's one session in the aborted
        // transaction, failing every later query: PostgreSQL ends it with the connection, here it is rolled back.
        if (client.isInTransaction()) await client.exec('ROLLBACK');
        throw error;
      }
    },
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      lock.release();
    },
  };
};

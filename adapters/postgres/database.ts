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
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
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
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      lock.release();
    },
  };
};

import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { rowsOf } from './catalogue-sql.ts';
import type { ShopDatabase } from './database.ts';

/**
 * How many of the migrations in `migrationsFolder` this database has not applied yet, read as drizzle's migrator
 * reads it (every migration newer than the last one recorded), so a shop that skips migrating can refuse to start.
 */
export const pendingMigrationsOf = async (db: ShopDatabase, migrationsFolder: string): Promise<number> => {
  const migrations = readMigrationFiles({ migrationsFolder });
  const [table] = await rowsOf<{ found: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
  );
  if (!table?.found) return migrations.length;
  const [recorded] = await rowsOf<{ last: string | null }>(
    db,
    sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  const last = recorded?.last ? Number(recorded.last) : -1;
  return migrations.filter((migration) => migration.folderMillis > last).length;
};

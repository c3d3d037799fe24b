import path from 'node:path';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { pendingMigrationsOf } from '../../adapters/postgres/pending-migrations.ts';

/** A start the operator must fix first: serve.ts prints its message alone and exits 1. */
export class StartRefused extends Error {
  override readonly name = 'StartRefused';
}

/** The SQL migrations of the build under `appRoot`. */
export const migrationsFolderOf = (appRoot: string) => path.join(appRoot, 'adapters/postgres/migrations');

/**
 * Brings the schema up to this build (MIGRATE_AT_START, the default), or, where the operator migrates as a deployment
 * step of its own, refuses a schema behind this build rather than serving it.
 */
export const readySchema = async (database: DatabaseHandle, appRoot: string, migrateAtStart: boolean) => {
  const folder = migrationsFolderOf(appRoot);
  if (migrateAtStart) return database.migrate(folder);
  const pending = await pendingMigrationsOf(database.db, folder);
  if (pending > 0) {
    throw new StartRefused(
      `The database schema is behind this build (${pending} migration${pending === 1 ? '' : 's'} not applied) and ` +
        'MIGRATE_AT_START is false: run `npm run migrate` with the same DATABASE_URL first.',
    );
  }
};

import path from 'node:path';
import { openDatabase } from '../../adapters/postgres/database.ts';
import { pendingMigrationsOf } from '../../adapters/postgres/pending-migrations.ts';
import { readServerConfig } from './config.ts';
import { migrationsFolderOf } from './database-schema.ts';

type Io = { readonly out: (line: string) => void; readonly err: (line: string) => void };

/**
 * `npm run migrate`: applies this build's migrations to the database the shop would open (DATABASE_URL, else the
 * embedded one in DATA_DIR), under the same lock as a start, so a deployment migrates once before rolling out.
 * Only the database's variables are read: a migration job needs no other secret. Returns the exit code.
 */
export const runMigrate = async (env: NodeJS.ProcessEnv, appRoot: string, io: Io): Promise<number> => {
  const config = readServerConfig({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR });
  if (config.isErr()) {
    io.err(`Invalid configuration:\n  ${config.error.join('\n  ')}`);
    return 1;
  }
  const { databaseUrl, dataDir } = config.value;
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: path.resolve(appRoot, dataDir) });
  try {
    const folder = migrationsFolderOf(appRoot);
    const pending = await pendingMigrationsOf(database.db, folder);
    await database.migrate(folder);
    io.out(pending === 0 ? 'The database schema is up to date.' : `Applied ${pending} migration(s).`);
    return 0;
  } finally {
    await database.close();
  }
};

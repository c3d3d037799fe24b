import path from 'node:path';
import { openDatabase, type DatabaseHandle, type DatabaseLocation } from '../../adapters/postgres/database.ts';

export const MIGRATIONS = path.resolve(import.meta.dirname, '../../adapters/postgres/migrations');

export type TestEngine = { readonly name: string; readonly location: () => DatabaseLocation };

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (each run in a schema of its own). */
export const TEST_ENGINES: readonly TestEngine[] = [
  { name: 'PGlite (embedded)', location: () => ({ memory: true }) },
  ...(testDatabaseUrl
    ? [
        {
          name: 'PostgreSQL',
          location: () => ({
            url: testDatabaseUrl,
            schema: `spec_${process.pid}_${Math.random().toString(36).slice(2, 10)}`,
          }),
        },
      ]
    : []),
];

if (!testDatabaseUrl) console.info('PostgreSQL repository specs skipped: TEST_DATABASE_URL is not set.');

/** A migrated, empty database; `close` drops a PostgreSQL spec schema again. */
export const openTestDatabase = async (engine: TestEngine): Promise<DatabaseHandle> => {
  const location = engine.location();
  const database = await openDatabase(location);
  await database.migrate(MIGRATIONS);
  if (!('schema' in location) || !location.schema) return database;
  const schema = location.schema;
  return {
    ...database,
    close: async () => {
      await database.db.execute(`DROP SCHEMA "${schema}" CASCADE`);
      await database.close();
    },
  };
};

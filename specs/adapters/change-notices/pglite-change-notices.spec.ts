import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { pgliteChangeNotices } from '../../../adapters/change-notices/pglite-change-notices.ts';
import { openTemplateDatabase } from '../../support/database-templates.ts';
import { describeChangeNoticesContract } from './change-notices.contract.ts';

// One embedded database for the file, opened before the tests (most of the time); each test's two apps listen anew.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTemplateDatabase('migrated');
});
afterAll(() => database.close());

// Two apps in one process on one embedded database, as the specs build them.
describeChangeNoticesContract('PGlite, in-process', async () => {
  const warn = () => undefined;
  const [a, b] = [await pgliteChangeNotices(database, warn), await pgliteChangeNotices(database, warn)];
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
    },
  };
});

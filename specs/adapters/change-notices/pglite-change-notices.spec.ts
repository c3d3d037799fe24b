import { pgliteChangeNotices } from '../../../adapters/change-notices/pglite-change-notices.ts';
import { openTemplateDatabase } from '../../support/database-templates.ts';
import { describeChangeNoticesContract } from './change-notices.contract.ts';

// Two apps in one process on one embedded database, as the specs build them.
describeChangeNoticesContract('PGlite, in-process', async () => {
  const database = await openTemplateDatabase('migrated');
  const warn = () => undefined;
  const [a, b] = [await pgliteChangeNotices(database, warn), await pgliteChangeNotices(database, warn)];
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await database.close();
    },
  };
});

import { sql } from 'drizzle-orm';
import { describe, it } from 'vitest';
import { postgresChangeNotices } from '../../../adapters/change-notices/postgres-change-notices.ts';
import { NOTICE_CHANNEL } from '../../../adapters/change-notices/notice-relay.ts';
import { openDatabase } from '../../../adapters/postgres/database.ts';
import { freshPostgres } from '../../support/test-database.ts';
import { describeChangeNoticesContract } from './change-notices.contract.ts';

const url = process.env.TEST_DATABASE_URL;

if (!url) {
  console.info('PostgreSQL change notice specs skipped: TEST_DATABASE_URL is not set.');
  describe.skip('Change notices (PostgreSQL LISTEN/NOTIFY)', () => it('needs TEST_DATABASE_URL', () => {}));
} else {
  // Two instances: each its own pool and listening connection, on one database of the spec's own.
  describeChangeNoticesContract('PostgreSQL LISTEN/NOTIFY', async () => {
    const fresh = await freshPostgres(url);
    const [first, second] = [await openDatabase(fresh.location), await openDatabase(fresh.location)];
    const warn = () => undefined;
    const [a, b] = [await postgresChangeNotices(first, warn), await postgresChangeNotices(second, warn)];
    return {
      a,
      b,
      breakListening: async () => {
        await first.db.execute(
          sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE datname = current_database() AND query = ${`LISTEN ${NOTICE_CHANNEL}`}`,
        );
      },
      close: async () => {
        await Promise.all([a.close(), b.close()]);
        await Promise.all([first.close(), second.close()]);
        await fresh.drop();
      },
    };
  });
}

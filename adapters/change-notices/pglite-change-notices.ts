import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../postgres/database.ts';
import { NOTICE_CHANNEL, noticeRelay, type ClosableNotices } from './notice-relay.ts';

/**
 * Notices on the embedded database: PGlite runs LISTEN/NOTIFY inside this process, so every app built on one PGlite
 * (specs build two) hears the others. `npm run shop` reaches a running embedded shop through its operator endpoint.
 */
export const pgliteChangeNotices = async (
  database: DatabaseHandle,
  warn: (message: string) => void,
): Promise<ClosableNotices> => {
  const relay = noticeRelay(
    (payload) => database.db.execute(sql`SELECT pg_notify(${NOTICE_CHANNEL}, ${payload})`),
    warn,
  );
  const pglite = (database.db as unknown as { readonly $client: PGlite }).$client;
  const unlisten = await pglite.listen(NOTICE_CHANNEL, relay.received);
  return {
    ...relay.notices,
    close: async () => {
      if (!pglite.closed) await unlisten();
    },
  };
};

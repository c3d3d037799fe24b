import { pgliteChangeNotices } from '../../adapters/change-notices/pglite-change-notices.ts';
import { postgresChangeNotices } from '../../adapters/change-notices/postgres-change-notices.ts';
import type { ClosableNotices } from '../../adapters/change-notices/notice-relay.ts';
import { redisChangeNotices } from '../../adapters/change-notices/redis-change-notices.ts';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import type { ServerConfig } from './config.ts';

/**
 * The transport every instance's change notices travel by: Redis pub/sub when REDIS_URL is set, else the shared
 * PostgreSQL's LISTEN/NOTIFY; on the embedded database, PGlite's own in this process.
 */
export const openChangeNotices = (
  config: ServerConfig,
  database: DatabaseHandle,
  warn: (message: string) => void,
): Promise<ClosableNotices> => {
  if (config.redisUrl) return redisChangeNotices({ url: config.redisUrl, warn });
  return database.engine === 'postgres' ? postgresChangeNotices(database, warn) : pgliteChangeNotices(database, warn);
};

import { sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { RateLimiter } from '../../core/shop/security/rate-limiter.port.ts';
import type { ShopDatabase } from './database.ts';
import { rateLimits } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

/** One upsert per hit: concurrent requests on any instance serialise on the key's row, so none is lost. */
export const postgresRateLimiter = (db: ShopDatabase): RateLimiter => ({
  hit: (key, windowStart) => {
    const start = new Date(windowStart);
    return ResultAsync.fromPromise(
      db
        .insert(rateLimits)
        .values({ key, windowStart: start, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            // A late hit for an older window counts against the newer one stored rather than resetting it.
            count: sql`case when ${rateLimits.windowStart} >= excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
            windowStart: sql`greatest(${rateLimits.windowStart}, excluded.window_start)`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ count: rateLimits.count }),
      failure,
    ).map((rows) => rows[0]?.count ?? 1);
  },
});

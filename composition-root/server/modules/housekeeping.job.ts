import { ResultAsync } from 'neverthrow';
import { pruneExpired } from '../../../adapters/postgres/postgres-housekeeping.ts';
import { jobFailed, type JobHandler } from '../../../core/shop/jobs/job-queue.port.ts';
import type { ShopJobs } from '../../../core/shop/jobs/shop-jobs.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import type { Clock } from '../../../core/domain/shared/clock.port.ts';

/**
 * Prunes rate-limit windows, idempotency keys, auth tokens and ended sessions past their retention: the hourly
 * `housekeeping` job, scheduled once across the fleet by the job queue.
 */
export const housekeepingJob =
  (database: DatabaseHandle, clock: Clock): JobHandler<ShopJobs['housekeeping']> =>
  () =>
    ResultAsync.fromPromise(pruneExpired(database.db, clock.now()), (error) => jobFailed(String(error))).map(
      () => undefined,
    );

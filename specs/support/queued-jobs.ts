import { JOBS_SCHEMA } from '../../adapters/jobs/pg-boss-job-runner.ts';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';

export type QueuedJob = {
  readonly id: string;
  readonly state: string;
  readonly retryCount: number;
  readonly data: unknown;
};

/** The jobs of one kind as the queue keeps them, whose payload's JSON text contains `containing`. */
export const queuedJobs = async (database: DatabaseHandle, name: string, containing = ''): Promise<QueuedJob[]> =>
  (
    await database.executeSql(
      `SELECT id::text AS id, state::text AS state, retry_count AS "retryCount", data FROM ${JOBS_SCHEMA}.job
        WHERE name = $1 AND strpos(data::text, $2) > 0 ORDER BY created_on`,
      [name, containing],
    )
  ).rows as QueuedJob[];

/** Brings the job's next try forward to now, as if its retry delay had passed. */
export const retryDueNow = (database: DatabaseHandle, id: string) =>
  database.executeSql(`UPDATE ${JOBS_SCHEMA}.job SET start_after = now() WHERE id::text = $1 AND state = 'retry'`, [
    id,
  ]);

import { JOBS_SCHEMA } from '../../adapters/jobs/pg-boss-job-runner.ts';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';

export type NotificationJob = {
  readonly state: string;
  readonly retryCount: number;
  readonly body: string;
  readonly error: string | null;
};

/** The payments sandbox's notification jobs for one payment, as the job queue keeps them. */
export const notificationJobsOf = async (database: DatabaseHandle, paymentId: string): Promise<NotificationJob[]> => {
  const { rows } = await database.executeSql(
    `SELECT state, retry_count, data, output FROM ${JOBS_SCHEMA}.job
      WHERE name = 'payment-notification' AND data->>'body' LIKE $1 ORDER BY created_on`,
    [`%"payment_id":"${paymentId}"%`],
  );
  return (
    rows as { state: string; retry_count: number; data: { body: string }; output: { message?: string } | null }[]
  ).map((row) => ({
    state: row.state,
    retryCount: row.retry_count,
    body: row.data.body,
    error: row.output?.message ?? null,
  }));
};

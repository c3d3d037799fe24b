import type { JobRunner } from '../../../adapters/jobs/pg-boss-job-runner.ts';
import type { ShopJobs } from '../../../core/shop/jobs/shop-jobs.ts';
import { token } from '../../tokens.ts';

/** In a file of its own: the mail module queues through the runner, and the jobs module delivers mail. */
export const JOBS_TOKENS = {
  /** The shop's job queue (pg-boss in the shop's database): queues jobs, and runs them in this process. */
  runner: token<JobRunner<ShopJobs>>('jobs.runner'),
} as const;

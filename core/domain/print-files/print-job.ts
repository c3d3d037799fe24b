/** How print-file rendering is retried: the first retry after `baseMs`, each later one twice as long, up to `maxMs`. */
export const PRINT_JOB_RETRY = {
  baseMs: 30_000,
  maxMs: 3_600_000,
  /** After this many attempts a job is given up and listed for the operator. */
  maxAttempts: 6,
  /** A claimed job is another worker's to take after this long, so a crashed worker loses nothing. */
  leaseMs: 10 * 60_000,
} as const;

/** The wait before the next attempt, after `attempts` failed ones (at least one). */
export const printRetryDelay = (attempts: number): number =>
  Math.min(PRINT_JOB_RETRY.baseMs * 2 ** Math.max(0, attempts - 1), PRINT_JOB_RETRY.maxMs);

/** What happens after a failed attempt: another try later, or none when the attempts are spent. */
export type AfterFailure = { readonly kind: 'retry'; readonly at: number } | { readonly kind: 'give-up' };

export const afterFailure = (attempts: number, now: number): AfterFailure =>
  attempts >= PRINT_JOB_RETRY.maxAttempts
    ? { kind: 'give-up' }
    : { kind: 'retry', at: now + printRetryDelay(attempts) };

/** A print job as kept: its attempts so far, its claim, and how it ended if it did (epoch milliseconds). */
export type PrintJobRecord = {
  readonly attempts: number;
  readonly nextAttemptAt: number;
  readonly lockedUntil: number | null;
  readonly doneAt: number | null;
  readonly failedAt: number | null;
  readonly lastError: string | null;
};

export const PRINT_JOB_STATUSES = ['pending', 'rendering', 'retrying', 'done', 'failed'] as const;

export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

/**
 * The job's status for the operator. A job whose last attempt was interrupted (its claim ran out with no outcome)
 * and that has no attempts left is failed too: nothing will take it again.
 */
export const printJobStatus = (job: PrintJobRecord, now: number): PrintJobStatus => {
  if (job.doneAt !== null) return 'done';
  if (job.failedAt !== null) return 'failed';
  if (job.lockedUntil !== null && job.lockedUntil > now) return 'rendering';
  if (job.attempts >= PRINT_JOB_RETRY.maxAttempts) return 'failed';
  return job.attempts === 0 ? 'pending' : 'retrying';
};

/** Whether a worker may claim the job now. */
export const isPrintJobDue = (job: PrintJobRecord, now: number): boolean =>
  job.doneAt === null &&
  job.failedAt === null &&
  job.attempts < PRINT_JOB_RETRY.maxAttempts &&
  job.nextAttemptAt <= now &&
  (job.lockedUntil === null || job.lockedUntil <= now);

const SEGMENT = /[^A-Za-z0-9._-]/g;

/** Where a line's print file of one surface is kept: one key per line and surface, so a re-render replaces it. */
export const printFileKey = (orderLineId: string, surfaceId: string): string =>
  `print-files/${orderLineId.replace(SEGMENT, '_')}/${surfaceId.replace(SEGMENT, '_')}.png`;

/** The file name an operator gets: the order, the line and the surface, so a folder of them sorts by order. */
export const printFileName = (orderPublicId: string, orderLineId: string, surfaceId: string): string =>
  `${orderPublicId}_${orderLineId}_${surfaceId}.png`.replace(SEGMENT, '_');

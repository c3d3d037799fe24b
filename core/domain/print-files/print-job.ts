/** How print-file rendering is retried by the job queue: the first retry after `baseMs`, each later one twice as long. */
export const PRINT_JOB_RETRY = {
  baseMs: 30_000,
  /** After this many attempts a job is given up and listed for the operator. */
  maxAttempts: 6,
  /**
   * A try running longer than this counts as failed (its worker died) and is tried again: a 30 × 40 cm file renders in
   * about a second, and a dead worker's batch waits this long before another worker takes it.
   */
  tryMs: 2 * 60_000,
} as const;

/** Whether a failed attempt was the job's last: nothing will take it again. */
export const isLastPrintAttempt = (attempts: number): boolean => attempts >= PRINT_JOB_RETRY.maxAttempts;

/** A print job as kept for the operator: its attempts so far, the try running, and how it ended (epoch ms). */
export type PrintJobRecord = {
  readonly attempts: number;
  /** When the try in progress started; null between tries. */
  readonly tryingSince: number | null;
  readonly doneAt: number | null;
  readonly failedAt: number | null;
  readonly lastError: string | null;
};

export const PRINT_JOB_STATUSES = ['pending', 'rendering', 'retrying', 'done', 'failed'] as const;

export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

/**
 * The job's status for the operator. A try that outlived `tryMs` died with its worker: the queue tries again, or,
 * on the last attempt, keeps the job as failed.
 */
export const printJobStatus = (job: PrintJobRecord, now: number): PrintJobStatus => {
  if (job.doneAt !== null) return 'done';
  if (job.failedAt !== null) return 'failed';
  if (job.tryingSince !== null && job.tryingSince + PRINT_JOB_RETRY.tryMs > now) return 'rendering';
  if (isLastPrintAttempt(job.attempts)) return 'failed';
  return job.attempts === 0 ? 'pending' : 'retrying';
};

const SEGMENT = /[^A-Za-z0-9._-]/g;

/** Where a line's print file of one surface is kept: one key per line and surface, so a re-render replaces it. */
export const printFileKey = (orderLineId: string, surfaceId: string): string =>
  `print-files/${orderLineId.replace(SEGMENT, '_')}/${surfaceId.replace(SEGMENT, '_')}.png`;

/** The file name an operator gets: the order, the line and the surface, so a folder of them sorts by order. */
export const printFileName = (orderPublicId: string, orderLineId: string, surfaceId: string): string =>
  `${orderPublicId}_${orderLineId}_${surfaceId}.png`.replace(SEGMENT, '_');

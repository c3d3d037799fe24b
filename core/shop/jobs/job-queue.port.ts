import type { ResultAsync } from 'neverthrow';
import type { RepositoryFailure } from '../repository-failure.ts';

/** The kinds of job a queue takes, each with what it carries: plain JSON, since it waits in the database. */
export type JobKinds = { readonly [name: string]: object };

/**
 * Work to do after the caller's unit of work commits: a job enqueued in a transaction that rolls back never runs,
 * one that commits runs once on one worker (again only after a failed try).
 */
export interface JobQueue<Kinds extends JobKinds> {
  enqueue<N extends keyof Kinds & string>(name: N, payload: Kinds[N]): ResultAsync<void, RepositoryFailure>;
}

/** A try that did not do its work; the job is tried again later, until its tries run out (or at once, `forGood`). */
export type JobFailed = { readonly type: 'JobFailed'; readonly cause: string; readonly forGood?: true };

export const jobFailed = (cause: string): JobFailed => ({ type: 'JobFailed', cause });

/** A try that showed another cannot succeed (its work was refused as it is): kept as failed for the operator now. */
export const jobFailedForGood = (cause: string): JobFailed => ({ type: 'JobFailed', cause, forGood: true });

/** One try of one job; it must be safe to run again after a failure or a worker that died mid-way. */
export type JobHandler<P extends object> = (payload: P) => ResultAsync<void, JobFailed>;

/** How a kind of job is retried, and how long a try may take before it counts as failed (its worker died). */
export type JobPolicy = {
  /** Tries after the first; then the job is kept as failed for the operator. */
  readonly retryLimit: number;
  /** The first retry's delay; each next one doubles it (with jitter). */
  readonly retryDelaySeconds: number;
  readonly expireInSeconds: number;
};

/** A job whose tries ran out, as the operator sees it. */
export type FailedJob = {
  readonly id: string;
  readonly name: string;
  readonly payload: unknown;
  /** Tries made, the first included. */
  readonly tries: number;
  readonly error: string;
  readonly failedAt: number;
};

/** The operator's view of the queue: what failed for good, and putting it back. */
export interface JobDesk {
  failed(): ResultAsync<readonly FailedJob[], RepositoryFailure>;
  /** Queues a failed job again with fresh tries; false when no failed job has that id. */
  retry(id: string): ResultAsync<boolean, RepositoryFailure>;
}

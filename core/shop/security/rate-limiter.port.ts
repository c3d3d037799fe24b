import type { ResultAsync } from 'neverthrow';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Fixed-window request counters, shared by every app instance (so never kept in process memory). */
export interface RateLimiter {
  /**
   * Counts one request for `key` in the window that starts at `windowStart` (epoch milliseconds) and answers
   * how many requests that window has seen, this one included; a newer window starts counting again from 1.
   */
  hit(key: string, windowStart: number): ResultAsync<number, RepositoryFailure>;
}

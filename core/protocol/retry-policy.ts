import { isIdempotentMethod } from './http-method.ts';

export const RETRYABLE_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** One retry at most: the first attempt is attempt 1. */
export const MAX_ATTEMPTS = 2;

/**
 * Whether a failed attempt is tried again. Per the specification idempotent requests are never retried;
 * the others are retried once on a transient status, made safe by the Shop API's idempotency keys.
 */
export const shouldRetry = (failure: {
  readonly method: string;
  readonly status: number;
  readonly attempt: number;
}): boolean =>
  !isIdempotentMethod(failure.method) && RETRYABLE_STATUSES.includes(failure.status) && failure.attempt < MAX_ATTEMPTS;

import { err, ok, type ResultAsync } from 'neverthrow';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { RateLimiter } from './rate-limiter.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** At most `max` requests per `windowMs` for one subject (an IP address, an e-mail…); both positive integers. */
export type RateLimitPolicy = { readonly name: string; readonly max: number; readonly windowMs: number };

export type RateLimited = { readonly type: 'RateLimited'; readonly retryAfterSeconds: number };

export type RateLimitAllowance = { readonly remaining: number; readonly resetAt: number };

/** Counts one request of `subject` under `policy`; windows are aligned to the epoch so every instance agrees. */
export const checkRateLimit =
  (deps: { readonly limiter: RateLimiter; readonly clock: Clock }) =>
  (policy: RateLimitPolicy, subject: string): ResultAsync<RateLimitAllowance, RateLimited | RepositoryFailure> => {
    const now = deps.clock.now();
    const windowStart = now - (now % policy.windowMs);
    const resetAt = windowStart + policy.windowMs;
    return deps.limiter
      .hit(`${policy.name}:${subject}`, windowStart)
      .andThen((count) =>
        count > policy.max
          ? err({ type: 'RateLimited' as const, retryAfterSeconds: Math.ceil((resetAt - now) / 1000) })
          : ok({ remaining: policy.max - count, resetAt }),
      );
  };

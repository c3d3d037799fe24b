import { okAsync } from 'neverthrow';
import type { RateLimiter } from '../../core/shop/security/rate-limiter.port.ts';

/** The RateLimiter contract in a Map: a newer window resets the count, an older one counts against the newer. */
export const inMemoryRateLimiter = (): RateLimiter => {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit: (key, windowStart) => {
      const stored = windows.get(key);
      const next =
        stored !== undefined && stored.start >= windowStart
          ? { start: stored.start, count: stored.count + 1 }
          : { start: windowStart, count: 1 };
      windows.set(key, next);
      return okAsync(next.count);
    },
  };
};

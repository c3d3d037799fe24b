import { err, errAsync, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../../../core/domain/shared/clock.port.ts';
import { checkRateLimit, type RateLimitPolicy } from '../../../../core/shop/security/check-rate-limit.use-case.ts';
import { inMemoryRateLimiter } from '../../../support/in-memory-rate-limiter.ts';

const POLICY: RateLimitPolicy = { name: 'log', max: 2, windowMs: 60_000 };

const movableClock = (start: number) => {
  let now = start;
  const clock: Clock = { now: () => now };
  return { clock, set: (instant: number) => (now = instant) };
};

describe('checkRateLimit', () => {
  it('allows up to the policy maximum in one window, counting down what remains', async () => {
    const { clock } = movableClock(120_000 + 10_000);
    const check = checkRateLimit({ limiter: inMemoryRateLimiter(), clock });
    expect(await check(POLICY, '1.2.3.4')).toEqual(ok({ remaining: 1, resetAt: 180_000 }));
    expect((await check(POLICY, '1.2.3.4'))._unsafeUnwrap()).toEqual({ remaining: 0, resetAt: 180_000 });
  });

  it('refuses past the maximum with the seconds left in the window, rounded up', async () => {
    const { clock } = movableClock(120_000 + 10_500);
    const check = checkRateLimit({ limiter: inMemoryRateLimiter(), clock });
    await check(POLICY, 'x');
    await check(POLICY, 'x');
    expect(await check(POLICY, 'x')).toEqual(err({ type: 'RateLimited', retryAfterSeconds: 50 }));
  });

  it('starts counting again in the next window', async () => {
    const { clock, set } = movableClock(0);
    const check = checkRateLimit({ limiter: inMemoryRateLimiter(), clock });
    await check(POLICY, 'x');
    await check(POLICY, 'x');
    set(60_000);
    expect((await check(POLICY, 'x')).isOk()).toBe(true);
  });

  it('counts subjects and policies apart', async () => {
    const { clock } = movableClock(0);
    const check = checkRateLimit({ limiter: inMemoryRateLimiter(), clock });
    await check(POLICY, 'a');
    await check(POLICY, 'a');
    expect((await check(POLICY, 'b')).isOk()).toBe(true);
    expect((await check({ ...POLICY, name: 'upload' }, 'a')).isOk()).toBe(true);
  });

  it('passes a counter failure on', async () => {
    const failure = { type: 'RepositoryFailure' as const, cause: 'down' };
    const check = checkRateLimit({ limiter: { hit: () => errAsync(failure) }, clock: movableClock(0).clock });
    expect((await check(POLICY, 'x'))._unsafeUnwrapErr()).toEqual(failure);
  });
});

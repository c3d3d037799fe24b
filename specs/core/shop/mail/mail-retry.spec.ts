import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAIL_RETRY, mailRetryDelay, nextMailAttempt } from '../../../../core/shop/mail/mail-retry.ts';

describe('mail retries', () => {
  it('wait twice as long after each failed try, from the first delay up to the longest', () => {
    expect([1, 2, 3].map(mailRetryDelay)).toEqual([30_000, 60_000, 120_000]);
    expect(mailRetryDelay(40)).toBe(MAIL_RETRY.maxDelayMs);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (attempts) => {
        const delay = mailRetryDelay(attempts);
        expect(delay).toBeGreaterThanOrEqual(MAIL_RETRY.firstDelayMs);
        expect(delay).toBeLessThanOrEqual(MAIL_RETRY.maxDelayMs);
        expect(mailRetryDelay(attempts + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });

  it('give up exactly when the next try would fall past the window', () => {
    expect(nextMailAttempt(1, 0, 1_000)).toBe(31_000);
    expect(nextMailAttempt(1, 0, MAIL_RETRY.giveUpAfterMs)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.nat(3 * MAIL_RETRY.giveUpAfterMs), (attempts, age) => {
        const next = nextMailAttempt(attempts, 0, age);
        if (age + mailRetryDelay(attempts) > MAIL_RETRY.giveUpAfterMs) expect(next).toBeNull();
        else expect(next).toBe(age + mailRetryDelay(attempts));
      }),
    );
  });
});

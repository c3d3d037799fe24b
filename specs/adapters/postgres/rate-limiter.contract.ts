import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../../core/shop/security/rate-limiter.port.ts';

/** What every RateLimiter must do; run against the fake and every real adapter. */
export const describeRateLimiterContract = (
  name: string,
  open: () => Promise<{ limiter: RateLimiter; close: () => Promise<void> }>,
) =>
  describe(`RateLimiter contract: ${name}`, () => {
    let opened: Awaited<ReturnType<typeof open>>;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened.close());
    const count = async (key: string, windowStart: number) =>
      (await opened.limiter.hit(key, windowStart))._unsafeUnwrap();

    it('counts the hits of one window, from 1', async () => {
      expect([await count('a', 60_000), await count('a', 60_000), await count('a', 60_000)]).toEqual([1, 2, 3]);
    });

    it('starts again from 1 in a newer window', async () => {
      await count('b', 0);
      await count('b', 0);
      expect(await count('b', 60_000)).toBe(1);
    });

    it('counts a late hit for an older window against the newer one', async () => {
      await count('c', 120_000);
      expect(await count('c', 60_000)).toBe(2);
      expect(await count('c', 120_000)).toBe(3);
    });

    it('keeps keys apart', async () => {
      await count('d', 0);
      expect(await count('e', 0)).toBe(1);
    });

    it('loses no hit under concurrency', async () => {
      const counts = await Promise.all(Array.from({ length: 25 }, () => count('f', 0)));
      expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    });
  });

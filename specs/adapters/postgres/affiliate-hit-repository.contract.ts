import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateCustomerId } from '../../../core/domain/marketing/affiliate-hit.ts';
import type {
  AffiliateHitRepository,
  RecordedAffiliateHit,
} from '../../../core/shop/affiliates/affiliate-hit-repository.port.ts';

type Opened = { repository: AffiliateHitRepository; close: () => Promise<void> };

const T0 = Date.parse('2024-04-10T16:00:00Z');

const aHit = (overrides: Partial<RecordedAffiliateHit> & { id: string }): RecordedAffiliateHit => ({
  customerId: '0042' as AffiliateCustomerId,
  deviceFootprint: 'fp-1',
  domain: 'shop.example',
  url: 'https://shop.example/?afcust=0042',
  ip: '203.0.113.5',
  campaign: null,
  createdAt: T0,
  ...overrides,
});

/** What every AffiliateHitRepository must do; run against the fake and every real adapter. */
export const describeAffiliateHitRepositoryContract = (name: string, open: () => Promise<Opened>) =>
  describe(`AffiliateHitRepository contract: ${name}`, () => {
    let opened: Opened;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened.close());

    it('records hits and lists an affiliate’s newest first, leading zeros kept apart', async () => {
      const first = aHit({ id: 'h1', campaign: 'spring' });
      const second = aHit({ id: 'h2', createdAt: T0 + 5, ip: '2001:db8::1' });
      await opened.repository.record(first);
      await opened.repository.record(second);
      await opened.repository.record(aHit({ id: 'h3', customerId: '42' as AffiliateCustomerId }));
      expect((await opened.repository.ofAffiliate('0042' as AffiliateCustomerId))._unsafeUnwrap()).toEqual([
        second,
        first,
      ]);
      expect((await opened.repository.ofAffiliate('7' as AffiliateCustomerId))._unsafeUnwrap()).toEqual([]);
    });
  });

import { err, errAsync, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { AffiliateCustomerId, AffiliateHit } from '../../../../core/domain/marketing/affiliate-hit.ts';
import { recordAffiliateHit } from '../../../../core/shop/affiliates/record-affiliate-hit.use-case.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryAffiliateHits } from '../../../support/in-memory-affiliate-hits.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const NOW = '2024-04-10T16:00:00Z';

const HIT: AffiliateHit = {
  customer_id: '0042' as AffiliateCustomerId,
  device_footprint: 'fp-abc123',
  domain: 'shop.example',
  url: 'https://shop.example/?afcust=0042',
  ip: '192.0.2.10',
  campaign: ' spring ',
};

describe('recordAffiliateHit', () => {
  it('keeps the hit with the address the shop saw, not the one the browser claims', async () => {
    const { repository, hits } = inMemoryAffiliateHits();
    const recorded = await recordAffiliateHit({ hits: repository, clock: fixedClock(NOW), ids: sequenceIds() })(
      HIT,
      '203.0.113.5',
    );
    const expected = {
      id: '00000000-0000-4000-8000-000000000001',
      customerId: '0042',
      deviceFootprint: 'fp-abc123',
      domain: 'shop.example',
      url: 'https://shop.example/?afcust=0042',
      ip: '203.0.113.5',
      campaign: 'spring',
      createdAt: Date.parse(NOW),
    };
    expect(recorded).toEqual(ok(expected));
    expect(hits).toEqual([expected]);
  });

  it.each([undefined, '', '   '])('stores no campaign for %j', async (campaign) => {
    const { repository } = inMemoryAffiliateHits();
    const { campaign: _c, ...withoutCampaign } = HIT;
    const hit = campaign === undefined ? withoutCampaign : { ...HIT, campaign };
    const recorded = await recordAffiliateHit({ hits: repository, clock: fixedClock(NOW), ids: sequenceIds() })(
      hit,
      '::1',
    );
    expect(recorded._unsafeUnwrap().campaign).toBeNull();
  });

  it('passes a repository failure on', async () => {
    const record = recordAffiliateHit({
      hits: {
        ...inMemoryAffiliateHits().repository,
        record: () => errAsync({ type: 'RepositoryFailure', cause: 'x' }),
      },
      clock: fixedClock(NOW),
      ids: sequenceIds(),
    });
    expect(await record(HIT, '::1')).toEqual(err({ type: 'RepositoryFailure', cause: 'x' }));
  });
});

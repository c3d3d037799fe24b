import type { ResultAsync } from 'neverthrow';
import type { AffiliateHit } from '../../domain/marketing/affiliate-hit.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { AffiliateHitRepository, RecordedAffiliateHit } from './affiliate-hit-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type AffiliateHitDeps = {
  readonly hits: AffiliateHitRepository;
  readonly clock: Clock;
  readonly ids: IdGenerator;
};

/**
 * Records a landing through an affiliate link. The ip the browser reports is its own claim and
 * could name anyone, so the address the shop saw the request come from is the one kept.
 */
export const recordAffiliateHit =
  ({ hits, clock, ids }: AffiliateHitDeps) =>
  (hit: AffiliateHit, seenFromIp: string): ResultAsync<RecordedAffiliateHit, RepositoryFailure> => {
    const recorded: RecordedAffiliateHit = {
      id: ids.uuid(),
      customerId: hit.customer_id,
      deviceFootprint: hit.device_footprint,
      domain: hit.domain,
      url: hit.url,
      ip: seenFromIp,
      campaign: hit.campaign?.trim() || null,
      createdAt: clock.now(),
    };
    return hits.record(recorded).map(() => recorded);
  };

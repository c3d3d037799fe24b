import type { ResultAsync } from 'neverthrow';
import type { AffiliateCustomerId } from '../../domain/marketing/affiliate-hit.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** One landing through an affiliate's link, as recorded. */
export type RecordedAffiliateHit = {
  readonly id: string;
  readonly customerId: AffiliateCustomerId;
  readonly deviceFootprint: string;
  readonly domain: string;
  readonly url: string;
  /** The address the shop saw the request come from. */
  readonly ip: string;
  readonly campaign: string | null;
  /** Milliseconds since the Unix epoch. */
  readonly createdAt: number;
};

/** Where affiliate hits are kept for commission reports. */
export interface AffiliateHitRepository {
  record(hit: RecordedAffiliateHit): ResultAsync<void, RepositoryFailure>;
  /** An affiliate's hits, newest first. */
  ofAffiliate(customerId: AffiliateCustomerId): ResultAsync<readonly RecordedAffiliateHit[], RepositoryFailure>;
}

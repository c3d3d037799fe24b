import { okAsync } from 'neverthrow';
import type {
  AffiliateHitRepository,
  RecordedAffiliateHit,
} from '../../core/shop/affiliates/affiliate-hit-repository.port.ts';

export const inMemoryAffiliateHits = () => {
  const hits: RecordedAffiliateHit[] = [];
  const repository: AffiliateHitRepository = {
    record: (hit) => {
      hits.push(hit);
      return okAsync(undefined);
    },
    ofAffiliate: (customerId) =>
      okAsync(
        hits
          .filter((hit) => hit.customerId === customerId)
          .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id)),
      ),
  };
  return { repository, hits };
};

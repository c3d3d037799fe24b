import type { ResultAsync } from 'neverthrow';
import type { Promotion, PromotionCode } from '../../domain/pricing/promotion.ts';
import type { Store } from '../../domain/site/stores.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** The promotion codes a store offers, and how often each was used. */
export interface PromotionRepository {
  /** The promotion with this code offered in `store` and priced in its currency, or null. */
  find(code: PromotionCode, store: Store): ResultAsync<Promotion | null, RepositoryFailure>;
  /** Counts one use if any is left, atomically, so a limited promotion is never used more than its maximum. */
  claimUse(code: PromotionCode): ResultAsync<boolean, RepositoryFailure>;
}

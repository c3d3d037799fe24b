import { postgresIdempotencyStore } from '../../../adapters/postgres/postgres-idempotency-store.ts';
import { postgresPurchaseRecords, postgresReviewPhotos } from '../../../adapters/postgres/postgres-purchase-records.ts';
import { rateLimitCheckOf } from './database-bindings.ts';
import { postgresReviewRepository } from '../../../adapters/postgres/postgres-review-repository.ts';
import { cachedReviews } from '../../../adapters/postgres/cached-reviews.ts';
import { idempotency } from '../../../adapters/server/idempotency.ts';
import { reviewsRoutes } from '../../../adapters/server/shop-api/reviews.routes.ts';
import { deriveSecret } from '../../../adapters/system/hmac-newsletter-tokens.ts';
import { sealedReviewLinkTokens } from '../../../adapters/system/sealed-review-link-tokens.ts';
import type { ShopReviews } from '../../../core/shop/reviews/shop-reviews.ts';
import type { ReviewLinkTokens } from '../../../core/shop/reviews/review-link.ts';
import type { SignedInCustomer } from '../../../adapters/server/signed-in-customer.ts';
import { listReviews } from '../../../core/shop/reviews/list-reviews.use-case.ts';
import { openReviewableOrder } from '../../../core/shop/reviews/open-reviewable-order.use-case.ts';
import { publishReviewAs } from '../../../core/shop/reviews/publish-review.use-case.ts';
import { writeReview } from '../../../core/shop/reviews/write-review.use-case.ts';
import { token, TOKENS } from '../../tokens.ts';
import { AUTH_TOKENS } from './auth.module.ts';
import { SIGNED_IN_CUSTOMER } from './product-server.module.ts';
import type { ServerModule } from './server-module.ts';
import { LISTING_CACHE_ENTRIES } from './catalogue.module.ts';

export const REVIEWS_TOKENS = {
  /** Signs review links with a key derived from the auth secret: every instance sharing AUTH_SECRET agrees on it. */
  linkTokens: token<ReviewLinkTokens>('reviews.linkTokens'),
  useCases: token<ShopReviews>('reviews.useCases'),
} as const;

const nobodySignedIn: SignedInCustomer = async () => null;

export const reviewsModule: ServerModule = {
  name: 'reviews',
  bind: (container) => {
    container
      .bind(REVIEWS_TOKENS.linkTokens)
      .toResolvedValue((master) => sealedReviewLinkTokens(deriveSecret(master, 'review-links')), [AUTH_TOKENS.secret]);
    container.bind(REVIEWS_TOKENS.useCases).toResolvedValue(
      (config, db, clock, ids, tokens, notices) => {
        // The design page reads its stars on every visit: kept as long as the design's record is, and forgotten on
        // the same catalogue notices (the designs desk hides and publishes reviews through its own repository).
        const reviews = cachedReviews(
          postgresReviewRepository(db.db),
          { clock, ttlMs: config.cacheTtlMs, maxEntries: LISTING_CACHE_ENTRIES },
          notices,
        );
        const purchases = postgresPurchaseRecords(db.db);
        return {
          defaultStore: config.store,
          listReviews: listReviews(reviews),
          reviewableOrder: openReviewableOrder({ purchases, tokens, clock }),
          writeReview: writeReview({ reviews, purchases, photos: postgresReviewPhotos(db.db), tokens, clock, ids }),
          publishReview: publishReviewAs(reviews),
        };
      },
      [TOKENS.config, TOKENS.database, TOKENS.clock, TOKENS.ids, REVIEWS_TOKENS.linkTokens, TOKENS.changeNotices],
    );
  },
  shopApiRoutes: (container) =>
    reviewsRoutes({
      reviews: container.get(REVIEWS_TOKENS.useCases),
      signedInCustomer: container.isBound(SIGNED_IN_CUSTOMER) ? container.get(SIGNED_IN_CUSTOMER) : nobodySignedIn,
      checkRateLimit: rateLimitCheckOf(container.get(TOKENS.database), container.get(TOKENS.clock)),
      idempotency: idempotency(postgresIdempotencyStore(container.get(TOKENS.database).db)),
    }),
};

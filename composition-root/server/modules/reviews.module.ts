import { postgresPurchaseRecords } from '../../../adapters/postgres/postgres-purchase-records.ts';
import { postgresRateLimiter } from '../../../adapters/postgres/postgres-rate-limiter.ts';
import { postgresReviewRepository } from '../../../adapters/postgres/postgres-review-repository.ts';
import { reviewsRoutes } from '../../../adapters/server/shop-api/reviews.routes.ts';
import type { ShopReviews } from '../../../core/shop/reviews/shop-reviews.ts';
import type { SignedInCustomer } from '../../../adapters/server/signed-in-customer.ts';
import { listReviews } from '../../../core/shop/reviews/list-reviews.use-case.ts';
import { writeReview } from '../../../core/shop/reviews/write-review.use-case.ts';
import { checkRateLimit } from '../../../core/shop/security/check-rate-limit.use-case.ts';
import { token, TOKENS } from '../../tokens.ts';
import { SIGNED_IN_CUSTOMER } from './product-server.module.ts';
import type { ServerModule } from './server-module.ts';

export const REVIEWS_TOKENS = { useCases: token<ShopReviews>('reviews.useCases') } as const;

const nobodySignedIn: SignedInCustomer = async () => null;

export const reviewsModule: ServerModule = {
  name: 'reviews',
  bind: (container) => {
    container.bind(REVIEWS_TOKENS.useCases).toResolvedValue(
      (config, db, clock, ids) => {
        const reviews = postgresReviewRepository(db.db);
        return {
          defaultStore: config.store,
          listReviews: listReviews(reviews),
          writeReview: writeReview({ reviews, purchases: postgresPurchaseRecords(db.db), clock, ids }),
        };
      },
      [TOKENS.config, TOKENS.database, TOKENS.clock, TOKENS.ids],
    );
  },
  shopApiRoutes: (container) =>
    reviewsRoutes({
      reviews: container.get(REVIEWS_TOKENS.useCases),
      signedInCustomer: container.isBound(SIGNED_IN_CUSTOMER) ? container.get(SIGNED_IN_CUSTOMER) : nobodySignedIn,
      checkRateLimit: checkRateLimit({
        limiter: postgresRateLimiter(container.get(TOKENS.database).db),
        clock: container.get(TOKENS.clock),
      }),
    }),
};

import { postgresAffiliateHitRepository } from '../../../adapters/postgres/postgres-affiliate-hit-repository.ts';
import { affiliatesRoutes } from '../../../adapters/server/shop-api/affiliates.routes.ts';
import { recordAffiliateHit } from '../../../core/shop/affiliates/record-affiliate-hit.use-case.ts';
import { token, TOKENS } from '../../tokens.ts';
import { rateLimitCheckOf } from './database-bindings.ts';
import type { ServerModule } from './server-module.ts';

export const AFFILIATES_TOKENS = {
  recordHit: token<ReturnType<typeof recordAffiliateHit>>('affiliates.recordHit'),
} as const;

export const affiliatesModule: ServerModule = {
  name: 'affiliates',
  bind: (container) => {
    container
      .bind(AFFILIATES_TOKENS.recordHit)
      .toResolvedValue(
        (db, clock, ids) => recordAffiliateHit({ hits: postgresAffiliateHitRepository(db.db), clock, ids }),
        [TOKENS.database, TOKENS.clock, TOKENS.ids],
      );
  },
  shopApiRoutes: (container) =>
    affiliatesRoutes({
      recordAffiliateHit: container.get(AFFILIATES_TOKENS.recordHit),
      checkRateLimit: rateLimitCheckOf(container.get(TOKENS.database), container.get(TOKENS.clock)),
    }),
};

import { desc, eq } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { AffiliateCustomerId } from '../../core/domain/marketing/affiliate-hit.ts';
import type { AffiliateHitRepository } from '../../core/shop/affiliates/affiliate-hit-repository.port.ts';
import type { ShopDatabase } from './database.ts';
import { affiliateHits } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

export const postgresAffiliateHitRepository = (db: ShopDatabase): AffiliateHitRepository => ({
  record: (hit) =>
    ResultAsync.fromPromise(
      db
        .insert(affiliateHits)
        .values({ ...hit, createdAt: new Date(hit.createdAt) })
        .then(() => undefined),
      failure,
    ),

  ofAffiliate: (customerId) =>
    ResultAsync.fromPromise(
      db
        .select()
        .from(affiliateHits)
        .where(eq(affiliateHits.customerId, customerId))
        .orderBy(desc(affiliateHits.createdAt), desc(affiliateHits.id))
        .then((rows) =>
          rows.map((row) => ({
            ...row,
            customerId: row.customerId as AffiliateCustomerId,
            createdAt: row.createdAt.getTime(),
          })),
        ),
      failure,
    ),
});

import { and, eq, isNull, sql } from 'drizzle-orm';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { RepositoryFailure } from '../../core/shop/catalogue/design-repository.port.ts';
import type { IdempotencyClaim, IdempotencyStore } from '../../core/shop/idempotency/idempotency-store.port.ts';
import type { ShopDatabase } from './database.ts';
import { idempotencyKeys } from './schema/index.ts';
import { attempt } from './transaction.ts';

const CLAIMED: IdempotencyClaim = { kind: 'claimed' };
const IN_PROGRESS: IdempotencyClaim = { kind: 'in-progress' };

/** Keys in the database, so every instance behind a load balancer sees the same claims (ARCHITECTURE: retries force idempotency). */
export const postgresIdempotencyStore = (db: ShopDatabase): IdempotencyStore => {
  const forKey = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  // The database's clock judges the lease, so instances with drifting clocks agree on when a claim is stale.
  const takeOverStale = (scope: string, key: string, requestHash: string, leaseMs: number) =>
    attempt(
      db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            forKey(scope, key),
            eq(idempotencyKeys.requestHash, requestHash),
            isNull(idempotencyKeys.completedAt),
            sql`${idempotencyKeys.createdAt} < now() - (${leaseMs} * interval '1 millisecond')`,
          ),
        )
        .returning({ key: idempotencyKeys.key }),
    ).map((rows) => (rows.length === 1 ? CLAIMED : IN_PROGRESS));

  const inspect = (
    scope: string,
    key: string,
    requestHash: string,
    leaseMs: number,
  ): ResultAsync<IdempotencyClaim, RepositoryFailure> =>
    attempt(db.select().from(idempotencyKeys).where(forKey(scope, key))).andThen(([row]) => {
      // Released between our insert and this read: the caller tries again.
      if (row === undefined) return okAsync(IN_PROGRESS);
      if (row.requestHash !== requestHash) return okAsync<IdempotencyClaim, RepositoryFailure>({ kind: 'mismatch' });
      if (row.completedAt !== null) {
        return okAsync<IdempotencyClaim, RepositoryFailure>({
          kind: 'replay',
          response: { status: row.status ?? 200, body: (row.response as { text: string }).text },
        });
      }
      return takeOverStale(scope, key, requestHash, leaseMs);
    });

  return {
    claim: (scope, key, requestHash, leaseMs) =>
      attempt(
        db
          .insert(idempotencyKeys)
          .values({ scope, key, requestHash })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key }),
      ).andThen((inserted) => (inserted.length === 1 ? okAsync(CLAIMED) : inspect(scope, key, requestHash, leaseMs))),

    complete: (scope, key, response) =>
      attempt(
        db
          .update(idempotencyKeys)
          // Wrapped, as a bare JSON text would be parsed into jsonb and lose its key order.
          .set({ status: response.status, response: { text: response.body }, completedAt: sql`now()` })
          .where(forKey(scope, key)),
      ).map(() => undefined),

    release: (scope, key) =>
      attempt(db.delete(idempotencyKeys).where(and(forKey(scope, key), isNull(idempotencyKeys.completedAt)))).map(
        () => undefined,
      ),
  };
};

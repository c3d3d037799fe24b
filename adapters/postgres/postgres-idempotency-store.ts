import { and, eq, isNull, sql } from 'drizzle-orm';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { IdempotencyClaim, IdempotencyStore } from '../../core/shop/idempotency/idempotency-store.port.ts';
import type { ShopDatabase } from './database.ts';
import { idempotencyKeys } from './schema/index.ts';
import { attempt } from './transaction.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

/** The answer as kept: wrapped, as a bare JSON text would be parsed into jsonb and lose its key order. */
type KeptResponse = { readonly text: string; readonly provisional?: true };

const CLAIMED: IdempotencyClaim = { kind: 'claimed' };
const IN_PROGRESS: IdempotencyClaim = { kind: 'in-progress' };

/** Keys in the database, so every instance behind a load balancer sees the same claims (ARCHITECTURE: retries force idempotency). */
export const postgresIdempotencyStore = (db: ShopDatabase): IdempotencyStore => {
  const forKey = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  const isStale = (leaseMs: number) =>
    sql<boolean>`${idempotencyKeys.renewedAt} < now() - (${leaseMs} * interval '1 millisecond')`;

  // The database's clock judges the lease, so instances with drifting clocks agree on when a claim is stale.
  const takeOverStale = (scope: string, key: string, requestHash: string, leaseMs: number) =>
    attempt(
      db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()`, renewedAt: sql`now()` })
        .where(
          and(
            forKey(scope, key),
            eq(idempotencyKeys.requestHash, requestHash),
            isNull(idempotencyKeys.completedAt),
            isStale(leaseMs),
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
    attempt(
      db
        .select({
          requestHash: idempotencyKeys.requestHash,
          status: idempotencyKeys.status,
          response: idempotencyKeys.response,
          completedAt: idempotencyKeys.completedAt,
          stale: isStale(leaseMs),
        })
        .from(idempotencyKeys)
        .where(forKey(scope, key)),
    ).andThen(([row]) => {
      // Released between our insert and this read: the caller tries again.
      if (row === undefined) return okAsync(IN_PROGRESS);
      if (row.requestHash !== requestHash) return okAsync<IdempotencyClaim, RepositoryFailure>({ kind: 'mismatch' });
      if (row.completedAt !== null) {
        const kept = row.response as KeptResponse;
        const response = { status: row.status ?? 200, body: kept.text };
        // A provisional answer waits for its request to finish, unless that request died with the lease.
        return okAsync<IdempotencyClaim, RepositoryFailure>(
          kept.provisional === true && !row.stale
            ? { kind: 'in-progress', answered: response }
            : { kind: 'replay', response },
        );
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

    // A provisional answer is renewed too: it stays "in progress" for a duplicate while its request still runs.
    renew: (scope, key) =>
      attempt(
        db
          .update(idempotencyKeys)
          .set({ renewedAt: sql`now()` })
          .where(forKey(scope, key)),
      ).map(() => undefined),

    complete: (scope, key, response) =>
      attempt(
        db
          .update(idempotencyKeys)
          .set({
            status: response.status,
            response: (response.provisional
              ? { text: response.body, provisional: true }
              : { text: response.body }) satisfies KeptResponse,
            completedAt: sql`now()`,
          })
          .where(forKey(scope, key)),
      ).map(() => undefined),

    release: (scope, key) =>
      attempt(db.delete(idempotencyKeys).where(and(forKey(scope, key), isNull(idempotencyKeys.completedAt))))
        .andThen(() =>
          attempt(
            db
              .update(idempotencyKeys)
              .set({ response: sql`${idempotencyKeys.response} - 'provisional'` })
              .where(and(forKey(scope, key), sql`${idempotencyKeys.response} ? 'provisional'`)),
          ),
        )
        .map(() => undefined),
  };
};

import { eq, sql } from 'drizzle-orm';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { newSession, type Session } from '../../core/domain/session/session.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import type { StorefrontSessionRepository } from '../../core/shop/session/storefront-session-repository.port.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { SessionCodec } from '../shop-api-contract/product-server.codec.ts';
import type { ShopDatabase } from './database.ts';
import { storefrontSessions } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

/** Stored JSON is decoded like any other input: a row that is not a session is a broken invariant, reported. */
const decoded = (data: unknown): ResultAsync<Session, RepositoryFailure> => {
  const session = decodeWith(SessionCodec)(data);
  return session.isOk()
    ? okAsync(session.value)
    : errAsync(failure(`malformed stored session: ${session.error.errors.join('; ')}`));
};

export const postgresStorefrontSessionRepository = (db: ShopDatabase): StorefrontSessionRepository => ({
  find: (id) =>
    ResultAsync.fromPromise(
      db.select({ data: storefrontSessions.data }).from(storefrontSessions).where(eq(storefrontSessions.id, id)),
      failure,
    ).andThen(([row]) => (row === undefined ? okAsync(undefined) : decoded(row.data))),

  merge: (id: SessionId, changes) => {
    const customerId = changes.customer === undefined ? {} : { customerId: changes.customer?.id ?? null };
    return ResultAsync.fromPromise(
      db
        .insert(storefrontSessions)
        .values({ id, data: { ...newSession(id), ...changes }, ...customerId })
        .onConflictDoUpdate({
          target: storefrontSessions.id,
          // jsonb `||` merges key by key inside the one statement, so concurrent updates of other fields survive.
          set: {
            data: sql`${storefrontSessions.data} || ${JSON.stringify(changes)}::jsonb`,
            ...customerId,
            updatedAt: sql`now()`,
          },
        })
        .returning({ data: storefrontSessions.data }),
      failure,
    ).andThen(([row]) => decoded(row?.data));
  },
});

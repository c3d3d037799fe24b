import { and, eq, gt, isNull } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { AuthTokenRepository } from '../../core/shop/auth/auth-token-repository.port.ts';
import type { ShopDatabase } from './database.ts';
import { authTokens } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

export const postgresAuthTokenRepository = (db: ShopDatabase): AuthTokenRepository => ({
  issue: (token) =>
    ResultAsync.fromPromise(
      db.insert(authTokens).values({
        tokenHash: token.digest,
        purpose: token.purpose,
        email: token.email.toLowerCase(),
        expiresAt: new Date(token.expiresAt),
      }),
      failure,
    ).map(() => undefined),

  // One UPDATE … RETURNING: of two concurrent uses, only one finds the row still unused.
  consume: (digest, purpose, now) =>
    ResultAsync.fromPromise(
      db
        .update(authTokens)
        .set({ usedAt: new Date(now) })
        .where(
          and(
            eq(authTokens.tokenHash, digest),
            eq(authTokens.purpose, purpose),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, new Date(now)),
          ),
        )
        .returning({ email: authTokens.email, expiresAt: authTokens.expiresAt }),
      failure,
    ).map(([row]) => (row === undefined ? null : { email: row.email, expiresAt: row.expiresAt.getTime() })),

  revokeAll: (email, purpose, now) =>
    ResultAsync.fromPromise(
      db
        .update(authTokens)
        .set({ usedAt: new Date(now) })
        .where(
          and(eq(authTokens.email, email.toLowerCase()), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)),
        ),
      failure,
    ).map(() => undefined),
});

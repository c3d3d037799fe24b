import { lt } from 'drizzle-orm';
import type { ShopDatabase } from './database.ts';
import { authSessionRevocations, authTokens, idempotencyKeys, rateLimits } from './schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each kind of short-lived row is kept after it stops mattering. */
export const RETENTION = {
  /** Every limiter window is far shorter than a day. */
  rateLimitsMs: DAY_MS,
  /** A client retries within seconds; a week covers a shopper coming back to a stuck tab. */
  idempotencyKeysMs: 7 * DAY_MS,
  /** Expired tokens only prove that a link was sent; a day keeps them for support questions. */
  authTokensMs: DAY_MS,
} as const;

/** Deletes rows past their retention; returns how many of each went. */
export const pruneExpired = async (db: ShopDatabase, now: number) => {
  const before = (ms: number) => new Date(now - ms);
  const [limits, keys, tokens, endedSessions] = await Promise.all([
    db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, before(RETENTION.rateLimitsMs)))
      .returning({ key: rateLimits.key }),
    db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, before(RETENTION.idempotencyKeysMs)))
      .returning({ key: idempotencyKeys.key }),
    db
      .delete(authTokens)
      .where(lt(authTokens.expiresAt, before(RETENTION.authTokensMs)))
      .returning({ hash: authTokens.tokenHash }),
    // A signed-out session's token has expired by then: nothing is left to refuse.
    db
      .delete(authSessionRevocations)
      .where(lt(authSessionRevocations.expiresAt, new Date(now)))
      .returning({ id: authSessionRevocations.sessionId }),
  ]);
  return {
    rateLimits: limits.length,
    idempotencyKeys: keys.length,
    authTokens: tokens.length,
    endedSessions: endedSessions.length,
  };
};

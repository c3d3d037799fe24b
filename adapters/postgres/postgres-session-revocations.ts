import { and, eq, gt } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { SessionRevocations } from '../../core/shop/auth/session-revocations.port.ts';
import type { ShopDatabase } from './database.ts';
import { authSessionRevocations, customers } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

export const postgresSessionRevocations = (db: ShopDatabase): SessionRevocations => ({
  isRevoked: (session) =>
    ResultAsync.fromPromise(
      Promise.all([
        db
          .select({ id: authSessionRevocations.sessionId })
          .from(authSessionRevocations)
          .where(eq(authSessionRevocations.sessionId, session.sessionId)),
        db
          .select({ id: customers.id })
          .from(customers)
          .where(
            and(eq(customers.id, session.customerId), gt(customers.sessionsValidFrom, new Date(session.signedInAt))),
          ),
      ]),
      failure,
    ).map(([signedOut, endedByPassword]) => signedOut.length > 0 || endedByPassword.length > 0),

  revoke: (sessionId, until) =>
    ResultAsync.fromPromise(
      db
        .insert(authSessionRevocations)
        .values({ sessionId, expiresAt: new Date(until) })
        .onConflictDoNothing(),
      failure,
    ).map(() => undefined),

  revokeAllOf: (customerId, at) =>
    ResultAsync.fromPromise(
      db
        .update(customers)
        .set({ sessionsValidFrom: new Date(at) })
        .where(eq(customers.id, customerId)),
      failure,
    ).map(() => undefined),
});

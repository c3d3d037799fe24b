import { and, eq, isNull } from 'drizzle-orm';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { repositoryFailure, type RepositoryFailure } from '../../core/shop/repository-failure.ts';
import type { EmailChangeOutcome, EmailChangeRequests } from '../../core/shop/accounts/email-change-repository.port.ts';
import type { ShopDatabase } from './database.ts';
import { customers, emailChanges } from './schema/index.ts';
import { claimGuestOrders, isUniqueViolation } from './postgres-customer-repository.ts';
import { attempt, inTransaction } from './transaction.ts';

const refused = (reason: 'Unknown' | 'Expired' | 'Used' | 'Taken'): EmailChangeOutcome => ({ kind: 'refused', reason });

/** Carries a taken address out of the transaction, so the used link rolls back with it. */
type Taken = { readonly type: 'Taken' };

export const postgresEmailChangeRequests = (db: ShopDatabase): EmailChangeRequests => ({
  issue: (request) =>
    attempt(
      db.insert(emailChanges).values({
        tokenHash: request.digest,
        customerId: request.customerId,
        newEmail: request.newEmail,
        expiresAt: new Date(request.expiresAt),
      }),
    ).map(() => undefined),

  confirm: (digest, customerId, now) => {
    const at = new Date(now);
    const work = (tx: ShopDatabase): ResultAsync<EmailChangeOutcome, Taken | RepositoryFailure> =>
      attempt(
        tx
          .select()
          .from(emailChanges)
          .where(and(eq(emailChanges.tokenHash, digest), eq(emailChanges.customerId, customerId)))
          .for('update'),
      ).andThen(([link]) => {
        if (link === undefined) return okAsync(refused('Unknown'));
        if (link.usedAt !== null) return okAsync(refused('Used'));
        if (link.expiresAt.getTime() <= now) return okAsync(refused('Expired'));
        return attempt(
          tx.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId)).for('update'),
        ).andThen(([account]) => {
          if (account === undefined) return okAsync(refused('Unknown'));
          return (
            attempt(
              tx
                .update(emailChanges)
                .set({ usedAt: at })
                .where(and(eq(emailChanges.customerId, customerId), isNull(emailChanges.usedAt))),
            )
              .andThen(() =>
                ResultAsync.fromPromise(
                  tx
                    .update(customers)
                    // Following the link proved the new address.
                    .set({ email: link.newEmail, emailVerifiedAt: at, updatedAt: at })
                    .where(eq(customers.id, customerId)),
                  (error): Taken | RepositoryFailure =>
                    isUniqueViolation(error) ? { type: 'Taken' } : repositoryFailure(error),
                ),
              )
              // Guest orders placed with the new, now proven, address join the account, as at sign-up.
              .andThen(() => attempt(claimGuestOrders(tx, customerId)))
              .map((): EmailChangeOutcome => ({ kind: 'changed', oldEmail: account.email, newEmail: link.newEmail }))
          );
        });
      });
    return inTransaction(db, work).orElse((error) =>
      error.type === 'Taken' ? okAsync(refused('Taken')) : errAsync(error),
    );
  },
});

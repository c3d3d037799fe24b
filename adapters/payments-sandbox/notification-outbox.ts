import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../postgres/database.ts';
import { paymentNotificationOutbox as outbox } from '../postgres/schema/index.ts';
import type { ShopTransaction } from '../postgres/seeds/seeder.ts';

/** The first retry waits this long; each further one twice as long, up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 5_000;
export const RETRY_MAX_MS = 3_600_000;
/** A claimed delivery is someone else's to retry after this long, so a crashed worker loses nothing. */
export const CLAIM_LEASE_MS = 60_000;
export const CLAIM_BATCH = 20;

export const retryDelay = (attempts: number): number => Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), RETRY_MAX_MS);

export type PendingDelivery = { readonly eventId: string; readonly body: string; readonly attempts: number };

/** Acknowledged: done. Rejected: the webhook refused the notification itself. Failed: worth another try. */
export type DeliveryOutcome =
  | { readonly kind: 'acknowledged' }
  | { readonly kind: 'rejected'; readonly reason: string }
  | { readonly kind: 'failed'; readonly reason: string };

/** Stores a notification in the transaction that records the payer's choice. */
export const enqueueNotification = (
  tx: ShopTransaction,
  notification: { readonly eventId: string; readonly paymentId: string; readonly body: string; readonly now: number },
) =>
  tx.insert(outbox).values({
    eventId: notification.eventId,
    paymentId: notification.paymentId,
    body: notification.body,
    nextAttemptAt: new Date(notification.now),
    createdAt: new Date(notification.now),
  });

/** Claims the due deliveries by pushing their next attempt one lease ahead; rows another worker holds are skipped. */
export const claimDueDeliveries = async (db: ShopDatabase, now: number): Promise<PendingDelivery[]> => {
  const due = db
    .select({ eventId: outbox.eventId })
    .from(outbox)
    .where(and(isNull(outbox.deliveredAt), isNull(outbox.abandonedAt), lte(outbox.nextAttemptAt, new Date(now))))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now + CLAIM_LEASE_MS) })
    .where(inArray(outbox.eventId, due))
    .returning({ eventId: outbox.eventId, body: outbox.body, attempts: outbox.attempts });
};

export const recordDelivery = async (
  db: ShopDatabase,
  delivery: PendingDelivery,
  outcome: DeliveryOutcome,
  now: number,
): Promise<void> => {
  const attempts = delivery.attempts + 1;
  const at = new Date(now);
  const change =
    outcome.kind === 'acknowledged'
      ? { attempts, deliveredAt: at, lastError: null }
      : outcome.kind === 'rejected'
        ? { attempts, abandonedAt: at, lastError: outcome.reason }
        : { attempts, nextAttemptAt: new Date(now + retryDelay(attempts)), lastError: outcome.reason };
  await db.update(outbox).set(change).where(eq(outbox.eventId, delivery.eventId));
};

/** Deliveries not yet acknowledged nor abandoned, for the back office and specs. */
export const countUndelivered = async (db: ShopDatabase): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(isNull(outbox.deliveredAt), isNull(outbox.abandonedAt)));
  return row?.count ?? 0;
};

import { eq } from 'drizzle-orm';
import type { CurrencyCode } from '../../core/domain/pricing/currency.ts';
import type { Cents } from '../../core/domain/pricing/money.ts';
import type { Clock } from '../../core/domain/shared/clock.port.ts';
import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import type { ShopDatabase } from '../postgres/database.ts';
import { paymentSandboxSessions as sessions } from '../postgres/schema/index.ts';
import type { JobQueue } from '../../core/shop/jobs/job-queue.port.ts';
import type { ShopJobs } from '../../core/shop/jobs/shop-jobs.ts';
import type { SandboxNotification } from './sandbox-notification.codec.ts';
import type { SandboxPageSession } from './sandbox-page.ts';

export type SandboxChoice = 'approved' | 'declined';

/** Where the payer goes back to: the shop's return URL with the outcome and the order in its query. */
export const returnLocation = (returnUrl: string, outcome: string, orderPublicId: string): string => {
  const url = new URL(returnUrl, 'http://return.invalid');
  // Anything but a web address would be an open door (javascript:, data:), so it falls back to the shop's root.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '/';
  url.searchParams.set('payment', outcome);
  url.searchParams.set('order', orderPublicId);
  return url.origin === 'http://return.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.href;
};

const toPageSession = (row: typeof sessions.$inferSelect): SandboxPageSession => ({
  reference: row.reference,
  orderPublicId: row.orderPublicId,
  method: row.method,
  amount: { amount: row.amountMinor as Cents, currency: row.currency as CurrencyCode },
  locale: row.locale,
  outcome: row.outcome,
  returnUrl: row.outcome === null ? row.returnUrl : returnLocation(row.returnUrl, row.outcome, row.orderPublicId),
});

export const findSandboxSession = async (db: ShopDatabase, reference: string) => {
  const [row] = await db.select().from(sessions).where(eq(sessions.reference, reference));
  return row && toPageSession(row);
};

/**
 * Records the payer's choice and queues the notification it owes the shop in one transaction. The first choice
 * wins: a second click (or the other button in another tab) only sends the payer back.
 */
export const recordSandboxChoice = async (
  db: ShopDatabase,
  jobsIn: (tx: ShopDatabase) => JobQueue<ShopJobs>,
  ids: IdGenerator,
  clock: Clock,
  reference: string,
  choice: SandboxChoice,
): Promise<{ readonly location: string; readonly fresh: boolean } | undefined> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(sessions).where(eq(sessions.reference, reference)).for('update');
    if (!row) return undefined;
    if (row.outcome !== null) {
      return { location: returnLocation(row.returnUrl, row.outcome, row.orderPublicId), fresh: false };
    }
    const now = clock.now();
    await tx
      .update(sessions)
      .set({ outcome: choice, completedAt: new Date(now) })
      .where(eq(sessions.reference, reference));
    const notification: SandboxNotification = {
      event_id: ids.uuid(),
      type: 'payment.result',
      payment_id: row.paymentId,
      provider_reference: row.reference,
      order_public_id: row.orderPublicId,
      result: choice === 'approved' ? 'PAID' : 'CANCELED',
      amount_minor: row.amountMinor,
      currency: row.currency,
      created_at: new Date(now).toISOString(),
    };
    const queued = await jobsIn(tx).enqueue('payment-notification', {
      eventId: notification.event_id,
      body: JSON.stringify(notification),
    });
    // Thrown, the choice rolls back with it: the payer is told to try again rather than the shop never told.
    if (queued.isErr()) throw new Error(`payment notification not queued: ${queued.error.cause}`);
    return { location: returnLocation(row.returnUrl, choice, row.orderPublicId), fresh: true };
  });

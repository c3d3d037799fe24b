import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { okAsync } from 'neverthrow';
import { PRINT_JOB_RETRY, type PrintJobRecord } from '../../core/domain/print-files/print-job.ts';
import type { PrintFileRecord, PrintJobQueue } from '../../core/shop/print-files/print-job-queue.port.ts';
import type { ShopDatabase } from './database.ts';
import { orderLines, orders, printJobs } from './schema/index.ts';
import { attempt, inTransaction } from './transaction.ts';

const time = (value: Date | null): number | null => (value === null ? null : value.getTime());

const recordOf = (row: typeof printJobs.$inferSelect): PrintJobRecord => ({
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt.getTime(),
  lockedUntil: time(row.lockedUntil),
  doneAt: time(row.doneAt),
  failedAt: time(row.failedAt),
  lastError: row.lastError,
});

/** Print jobs in PostgreSQL (or PGlite): claimed with FOR UPDATE SKIP LOCKED and a lease, so workers never share one. */
export const postgresPrintJobQueue = (db: ShopDatabase): PrintJobQueue => ({
  enqueue: (jobs, now) =>
    jobs.length === 0
      ? okAsync(undefined)
      : attempt(
          db
            .insert(printJobs)
            .values(jobs.map((job) => ({ ...job, nextAttemptAt: new Date(now), createdAt: new Date(now) })))
            .onConflictDoNothing(),
        ).map(() => undefined),

  claimDue: (now, leaseMs, limit) => {
    const at = new Date(now);
    const due = db
      .select({ orderLineId: printJobs.orderLineId })
      .from(printJobs)
      .where(
        and(
          isNull(printJobs.doneAt),
          isNull(printJobs.failedAt),
          lt(printJobs.attempts, PRINT_JOB_RETRY.maxAttempts),
          lte(printJobs.nextAttemptAt, at),
          or(isNull(printJobs.lockedUntil), lte(printJobs.lockedUntil, at)),
        ),
      )
      .orderBy(asc(printJobs.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return inTransaction(db, (tx) =>
      attempt(
        tx
          .update(printJobs)
          .set({ lockedUntil: new Date(now + leaseMs), attempts: sql`${printJobs.attempts} + 1` })
          .where(inArray(printJobs.orderLineId, due))
          .returning({ orderLineId: printJobs.orderLineId, orderId: printJobs.orderId, attempt: printJobs.attempts }),
      ).andThen((claimed) =>
        claimed.length === 0
          ? okAsync([])
          : attempt(
              tx
                .select({ id: orderLines.id, customisation: orderLines.customisation })
                .from(orderLines)
                .where(
                  inArray(
                    orderLines.id,
                    claimed.map((job) => job.orderLineId),
                  ),
                ),
            ).map((lines) =>
              claimed.map((job) => ({
                ...job,
                customisation: lines.find((line) => line.id === job.orderLineId)?.customisation ?? null,
              })),
            ),
      ),
    );
  },

  complete: (orderLineId, files, now) =>
    inTransaction(db, (tx) =>
      attempt(
        tx
          .update(orderLines)
          .set({ printFiles: files.map((file) => ({ ...file })) })
          .where(eq(orderLines.id, orderLineId)),
      ).andThen(() =>
        attempt(
          tx
            .update(printJobs)
            .set({ doneAt: new Date(now), lockedUntil: null, lastError: null })
            .where(eq(printJobs.orderLineId, orderLineId)),
        ),
      ),
    ).map(() => undefined),

  fail: (orderLineId, error, retryAt, now) =>
    attempt(
      db
        .update(printJobs)
        .set(
          retryAt === null
            ? { failedAt: new Date(now), lockedUntil: null, lastError: error }
            : { nextAttemptAt: new Date(retryAt), lockedUntil: null, lastError: error },
        )
        .where(eq(printJobs.orderLineId, orderLineId)),
    ).map(() => undefined),

  ofOrder: (publicId) =>
    attempt(
      db.select({ id: orders.id, publicId: orders.publicId }).from(orders).where(eq(orders.publicId, publicId)),
    ).andThen(([order]) =>
      order === undefined
        ? okAsync(null)
        : attempt(
            db
              .select({ line: orderLines, job: printJobs })
              .from(orderLines)
              .innerJoin(printJobs, eq(printJobs.orderLineId, orderLines.id))
              .where(eq(orderLines.orderId, order.id))
              .orderBy(asc(orderLines.id)),
          ).map((rows) => ({
            publicId: order.publicId,
            lines: rows.map(({ line, job }) => ({
              orderLineId: line.id,
              name: line.name,
              quantity: line.quantity,
              job: recordOf(job),
              files: (line.printFiles ?? []) as unknown as PrintFileRecord[],
            })),
          })),
    ),
});

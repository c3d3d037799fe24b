import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { okAsync } from 'neverthrow';
import type { PrintJobRecord } from '../../core/domain/print-files/print-job.ts';
import type { PrintFileRecord, PrintJobRecords } from '../../core/shop/print-files/print-job-records.port.ts';
import type { ShopDatabase } from './database.ts';
import { orderLines, orders, printJobs } from './schema/index.ts';
import { attempt, inTransaction } from './transaction.ts';

const time = (value: Date | null): number | null => (value === null ? null : value.getTime());

const recordOf = (row: typeof printJobs.$inferSelect): PrintJobRecord => ({
  attempts: row.attempts,
  tryingSince: time(row.tryingSince),
  doneAt: time(row.doneAt),
  failedAt: time(row.failedAt),
  lastError: row.lastError,
});

/** Print job records in PostgreSQL (or PGlite), beside the order lines whose files they record. */
export const postgresPrintJobRecords = (db: ShopDatabase): PrintJobRecords => ({
  add: (jobs, now) =>
    jobs.length === 0
      ? okAsync(undefined)
      : attempt(
          db
            .insert(printJobs)
            .values(jobs.map((job) => ({ ...job, createdAt: new Date(now) })))
            .onConflictDoNothing(),
        ).map(() => undefined),

  begin: (orderLineId) =>
    attempt(
      db
        .update(printJobs)
        .set({ attempts: sql`${printJobs.attempts} + 1`, tryingSince: sql`now()`, failedAt: null })
        .where(and(eq(printJobs.orderLineId, orderLineId), isNull(printJobs.doneAt)))
        .returning({ orderLineId: printJobs.orderLineId, orderId: printJobs.orderId, attempt: printJobs.attempts }),
    ).andThen(([job]) =>
      job === undefined
        ? okAsync(null)
        : attempt(
            db
              .select({ customisation: orderLines.customisation })
              .from(orderLines)
              .where(eq(orderLines.id, orderLineId)),
          ).map(([line]) => ({ ...job, customisation: line?.customisation ?? null })),
    ),

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
            .set({ doneAt: new Date(now), tryingSince: null, lastError: null })
            .where(eq(printJobs.orderLineId, orderLineId)),
        ),
      ),
    ).map(() => undefined),

  fail: (orderLineId, error, givenUp, now) =>
    attempt(
      db
        .update(printJobs)
        .set({ tryingSince: null, lastError: error, ...(givenUp ? { failedAt: new Date(now) } : {}) })
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

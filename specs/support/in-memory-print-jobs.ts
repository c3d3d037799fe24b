import { okAsync } from 'neverthrow';
import { isPrintJobDue, type PrintJobRecord } from '../../core/domain/print-files/print-job.ts';
import type { Customisation } from '../../core/shop/carts/cart.ts';
import type {
  ClaimedPrintJob,
  PrintFileRecord,
  PrintJobQueue,
} from '../../core/shop/print-files/print-job-queue.port.ts';

export type PrintableLineSeed = {
  readonly id: string;
  readonly name: string;
  readonly quantity: number;
  readonly customisation: Customisation | null;
};

type Line = PrintableLineSeed & { readonly orderId: string; files: readonly PrintFileRecord[] };

/** Print jobs in memory, over orders added with `addOrder`, as the PostgreSQL queue keeps them. */
export const inMemoryPrintJobs = () => {
  const orders = new Map<string, string>();
  const lines = new Map<string, Line>();
  const jobs = new Map<string, { orderId: string; record: PrintJobRecord }>();
  const change = (id: string, update: Partial<PrintJobRecord>) => {
    const job = jobs.get(id);
    if (job !== undefined) jobs.set(id, { ...job, record: { ...job.record, ...update } });
  };

  const queue: PrintJobQueue = {
    enqueue: (added, now) => {
      for (const job of added)
        if (!jobs.has(job.orderLineId))
          jobs.set(job.orderLineId, {
            orderId: job.orderId,
            record: {
              attempts: 0,
              nextAttemptAt: now,
              lockedUntil: null,
              doneAt: null,
              failedAt: null,
              lastError: null,
            },
          });
      return okAsync(undefined);
    },
    claimDue: (now, leaseMs, limit) => {
      const claimed: ClaimedPrintJob[] = [...jobs.entries()]
        .filter(([, job]) => isPrintJobDue(job.record, now))
        .sort(([, a], [, b]) => a.record.nextAttemptAt - b.record.nextAttemptAt)
        .slice(0, limit)
        .map(([id, job]) => {
          const attempt = job.record.attempts + 1;
          change(id, { attempts: attempt, lockedUntil: now + leaseMs });
          return {
            orderLineId: id,
            orderId: job.orderId,
            attempt,
            customisation: lines.get(id)?.customisation ?? null,
          };
        });
      return okAsync(claimed);
    },
    complete: (id, files, now) => {
      const line = lines.get(id);
      if (line !== undefined) line.files = files;
      change(id, { doneAt: now, lockedUntil: null, lastError: null });
      return okAsync(undefined);
    },
    fail: (id, error, retryAt, now) => {
      change(
        id,
        retryAt === null
          ? { failedAt: now, lockedUntil: null, lastError: error }
          : { nextAttemptAt: retryAt, lockedUntil: null, lastError: error },
      );
      return okAsync(undefined);
    },
    ofOrder: (publicId) => {
      const orderId = orders.get(publicId);
      if (orderId === undefined) return okAsync(null);
      const printable = [...lines.values()]
        .filter((line) => line.orderId === orderId && jobs.has(line.id))
        .sort((a, b) => a.id.localeCompare(b.id));
      return okAsync({
        publicId,
        lines: printable.map((line) => ({
          orderLineId: line.id,
          name: line.name,
          quantity: line.quantity,
          job: (jobs.get(line.id) as { record: PrintJobRecord }).record,
          files: line.files,
        })),
      });
    },
  };

  return {
    queue,
    /** The jobs written so far, oldest first. */
    enqueued: () => [...jobs.entries()].map(([orderLineId, job]) => ({ orderLineId, orderId: job.orderId })),
    addOrder: (publicId: string, orderId: string, seeds: readonly PrintableLineSeed[]) => {
      orders.set(publicId, orderId);
      for (const seed of seeds) lines.set(seed.id, { ...seed, orderId, files: [] });
    },
  };
};

import { okAsync } from 'neverthrow';
import type { PrintJobRecord } from '../../core/domain/print-files/print-job.ts';
import type { Customisation } from '../../core/shop/carts/cart.ts';
import type { PrintFileRecord, PrintJobRecords } from '../../core/shop/print-files/print-job-records.port.ts';

export type PrintableLineSeed = {
  readonly id: string;
  readonly name: string;
  readonly quantity: number;
  readonly customisation: Customisation | null;
};

type Line = PrintableLineSeed & { readonly orderId: string; files: readonly PrintFileRecord[] };

/** Print job records in memory, over orders added with `addOrder`, as PostgreSQL keeps them; `clock` stamps a try. */
export const inMemoryPrintJobs = (clock: () => number = () => 0) => {
  const orders = new Map<string, string>();
  const lines = new Map<string, Line>();
  const jobs = new Map<string, { orderId: string; record: PrintJobRecord }>();
  const change = (id: string, update: Partial<PrintJobRecord>) => {
    const job = jobs.get(id);
    if (job !== undefined) jobs.set(id, { ...job, record: { ...job.record, ...update } });
  };

  const records: PrintJobRecords = {
    add: (added, _now) => {
      for (const job of added)
        if (!jobs.has(job.orderLineId))
          jobs.set(job.orderLineId, {
            orderId: job.orderId,
            record: { attempts: 0, tryingSince: null, doneAt: null, failedAt: null, lastError: null },
          });
      return okAsync(undefined);
    },
    begin: (id) => {
      const job = jobs.get(id);
      if (job === undefined || job.record.doneAt !== null) return okAsync(null);
      const attempt = job.record.attempts + 1;
      change(id, { attempts: attempt, tryingSince: clock(), failedAt: null });
      return okAsync({
        orderLineId: id,
        orderId: job.orderId,
        attempt,
        customisation: lines.get(id)?.customisation ?? null,
      });
    },
    complete: (id, files, now) => {
      const line = lines.get(id);
      if (line !== undefined) line.files = files;
      change(id, { doneAt: now, tryingSince: null, lastError: null });
      return okAsync(undefined);
    },
    fail: (id, error, givenUp, now) => {
      change(id, { tryingSince: null, lastError: error, ...(givenUp ? { failedAt: now } : {}) });
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
    records,
    /** The jobs written so far, oldest first. */
    enqueued: () => [...jobs.entries()].map(([orderLineId, job]) => ({ orderLineId, orderId: job.orderId })),
    addOrder: (publicId: string, orderId: string, seeds: readonly PrintableLineSeed[]) => {
      orders.set(publicId, orderId);
      for (const seed of seeds) lines.set(seed.id, { ...seed, orderId, files: [] });
    },
  };
};

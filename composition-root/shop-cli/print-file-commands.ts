import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { printFileName, printJobStatus } from '../../core/domain/print-files/print-job.ts';
import type { BlobStore } from '../../core/shop/media/blob-store.port.ts';
import { orderPrintFiles, printFile } from '../../core/shop/print-files/order-print-files.use-case.ts';
import type { OrderPrintFiles, PrintJobRecords } from '../../core/shop/print-files/print-job-records.port.ts';
import type { Output } from './shop-commands.ts';

export const PRINT_FILES_USAGE = `  orders print-files <public_id> [--out <dir>]   a personalised order's print files and their rendering;
                                                  --out writes them into the directory`;

export type PrintFileCommandDeps = {
  readonly records: PrintJobRecords;
  readonly blobs: BlobStore;
  readonly now: () => number;
};

const when = (at: number | null) => (at === null ? '-' : new Date(at).toISOString().slice(0, 19).replace('T', ' '));

/** Each personalised line: its job's status and attempts, its files, and the last error when there is one. */
export const formatPrintFiles = (order: OrderPrintFiles, now: number): string[] => {
  if (order.lines.length === 0) return [`Order ${order.publicId} has no personalised lines: nothing to print.`];
  return [
    `Order ${order.publicId}: ${order.lines.length} personalised line(s)`,
    ...order.lines.flatMap((line) => [
      `  ${line.orderLineId}  ${line.quantity} × ${line.name}`,
      `    ${printJobStatus(line.job, now)}, ${line.job.attempts} attempt(s), done ${when(line.job.doneAt)}` +
        (line.job.failedAt === null ? '' : `, given up ${when(line.job.failedAt)}`),
      ...line.files.map(
        (file) =>
          `    ${file.surfaceId}: ${file.widthPx} × ${file.heightPx} px ${file.format.toUpperCase()} at ${file.ppi} PPI`,
      ),
      ...(line.job.lastError === null ? [] : [`    last error: ${line.job.lastError}`]),
    ]),
  ];
};

/** `orders print-files <public_id> [--out <dir>]`: lists the order's print files, or writes them into a directory. */
export const dispatchPrintFiles = async (
  deps: PrintFileCommandDeps,
  publicId: string | undefined,
  options: ReadonlyMap<string, string>,
  io: Output,
): Promise<number> => {
  if (publicId === undefined || [...options.keys()].some((name) => name !== 'out')) {
    io.err(`Usage:\n${PRINT_FILES_USAGE}`);
    return 2;
  }
  const found = await orderPrintFiles(deps)(publicId);
  if (found.isErr()) {
    io.err(
      found.error.type === 'OrderNotFound'
        ? `No order with public id ${publicId}.`
        : `The database could not be read: ${found.error.cause}`,
    );
    return 1;
  }
  const order = found.value;
  formatPrintFiles(order, deps.now()).forEach(io.out);
  const out = options.get('out');
  if (out === undefined) return 0;
  await mkdir(out, { recursive: true });
  let missing = 0;
  for (const line of order.lines)
    for (const file of line.files) {
      const request = { publicId: order.publicId, orderLineId: line.orderLineId, surfaceId: file.surfaceId };
      const read = await printFile(deps)(request);
      if (read.isErr()) {
        missing += 1;
        io.err(`Missing: ${printFileName(order.publicId, line.orderLineId, file.surfaceId)}`);
        continue;
      }
      const target = path.join(out, read.value.fileName);
      await writeFile(target, read.value.bytes);
      io.out(`Wrote ${target}`);
    }
  return missing === 0 ? 0 : 1;
};

import type { ResultAsync } from 'neverthrow';
import type { PrintJobRecord } from '../../domain/print-files/print-job.ts';
import type { Customisation } from '../carts/cart.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** One personalised order line to render, written with the order. */
export type NewPrintJob = { readonly orderLineId: string; readonly orderId: string };

/** A job a worker holds until its lease ends: the line's frozen personalisation and the attempt it is on. */
export type ClaimedPrintJob = {
  readonly orderLineId: string;
  readonly orderId: string;
  /** Counting this one. */
  readonly attempt: number;
  readonly customisation: Customisation | null;
};

/** One surface's print-ready file as recorded on the order line. */
export type PrintFileRecord = {
  readonly surfaceId: string;
  readonly blobKey: string;
  readonly format: 'png';
  readonly widthPx: number;
  readonly heightPx: number;
  readonly ppi: number;
};

/** A personalised line of an order, its job and the files rendered so far. */
export type OrderLinePrintFiles = {
  readonly orderLineId: string;
  readonly name: string;
  readonly quantity: number;
  readonly job: PrintJobRecord;
  readonly files: readonly PrintFileRecord[];
};

export type OrderPrintFiles = { readonly publicId: string; readonly lines: readonly OrderLinePrintFiles[] };

/** The print jobs of personalised order lines: written with the order, claimed by one worker at a time, retried. */
export interface PrintJobQueue {
  /** Writes the jobs (a job already there is left as it is). */
  enqueue(jobs: readonly NewPrintJob[], now: number): ResultAsync<void, RepositoryFailure>;
  /** Claims up to `limit` due jobs for `leaseMs`, counting an attempt each; jobs another worker holds are skipped. */
  claimDue(now: number, leaseMs: number, limit: number): ResultAsync<readonly ClaimedPrintJob[], RepositoryFailure>;
  /** Records the files on the order line and closes the job. */
  complete(orderLineId: string, files: readonly PrintFileRecord[], now: number): ResultAsync<void, RepositoryFailure>;
  /** Records a failed attempt: retried at `retryAt`, or given up when it is null. */
  fail(orderLineId: string, error: string, retryAt: number | null, now: number): ResultAsync<void, RepositoryFailure>;
  /** The order's personalised lines with their jobs and files; null when no order has that public id. */
  ofOrder(publicId: string): ResultAsync<OrderPrintFiles | null, RepositoryFailure>;
}

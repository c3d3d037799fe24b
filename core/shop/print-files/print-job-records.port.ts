import type { ResultAsync } from 'neverthrow';
import type { PrintJobRecord } from '../../domain/print-files/print-job.ts';
import type { Customisation } from '../carts/cart.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** One personalised order line to render, written with the order. */
export type NewPrintJob = { readonly orderLineId: string; readonly orderId: string };

/** A job whose try has begun: the line's frozen personalisation and the attempt it is on. */
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

/**
 * What each personalised order line's print job did, for the operator: written with the order, updated by the job
 * queue's tries (the queue itself schedules and retries them).
 */
export interface PrintJobRecords {
  /** Writes the records (one already there is left as it is). */
  add(jobs: readonly NewPrintJob[], now: number): ResultAsync<void, RepositoryFailure>;
  /** Counts a try of the line's job (an operator's retry of a given-up one too); null when it is done already. */
  begin(orderLineId: string): ResultAsync<ClaimedPrintJob | null, RepositoryFailure>;
  /** Records the files on the order line and closes the job. */
  complete(orderLineId: string, files: readonly PrintFileRecord[], now: number): ResultAsync<void, RepositoryFailure>;
  /** Records a failed try; `givenUp` when it was the last. */
  fail(orderLineId: string, error: string, givenUp: boolean, now: number): ResultAsync<void, RepositoryFailure>;
  /** The order's personalised lines with their jobs and files; null when no order has that public id. */
  ofOrder(publicId: string): ResultAsync<OrderPrintFiles | null, RepositoryFailure>;
}

import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { isAdministrator, type Customer } from '../../domain/customers/customer.ts';
import { printFileName } from '../../domain/print-files/print-job.ts';
import type { BlobStore, BlobStoreFailure } from '../media/blob-store.port.ts';
import { orderNotFound, type OrderNotFound } from '../orders/order-errors.ts';
import { normaliseOrderPublicId } from '../orders/order-public-id.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { OrderPrintFiles, PrintJobRecords } from './print-job-records.port.ts';

/** No such order, line or file, or an asker who is not the administrator: the same answer. */
export type PrintFileNotFound = { readonly type: 'PrintFileNotFound' };

export type PrintFileDownload = { readonly fileName: string; readonly contentType: string; readonly bytes: Uint8Array };

export type PrintFileRequest = {
  readonly publicId: string;
  readonly orderLineId: string;
  readonly surfaceId: string;
};

const notFound = (): PrintFileNotFound => ({ type: 'PrintFileNotFound' });

/** The order's personalised lines with their print jobs and files, for the operator. */
export const orderPrintFiles =
  (deps: { readonly records: PrintJobRecords }) =>
  (publicId: string): ResultAsync<OrderPrintFiles, OrderNotFound | RepositoryFailure> =>
    deps.records
      .ofOrder(normaliseOrderPublicId(publicId))
      .andThen((found) => (found === null ? errAsync(orderNotFound()) : okAsync(found)));

/** One rendered print file's bytes, named for the order, line and surface. */
export const printFile =
  (deps: { readonly records: PrintJobRecords; readonly blobs: BlobStore }) =>
  (
    request: PrintFileRequest,
  ): ResultAsync<PrintFileDownload, PrintFileNotFound | RepositoryFailure | BlobStoreFailure> =>
    deps.records.ofOrder(normaliseOrderPublicId(request.publicId)).andThen((order) => {
      const line = order?.lines.find((each) => each.orderLineId === request.orderLineId);
      const file = line?.files.find((each) => each.surfaceId === request.surfaceId);
      if (order === null || file === undefined) return errAsync(notFound());
      return deps.blobs.get(file.blobKey).andThen((bytes) =>
        bytes === null
          ? errAsync(notFound())
          : okAsync({
              fileName: printFileName(order.publicId, request.orderLineId, request.surfaceId),
              contentType: 'image/png',
              bytes,
            }),
      );
    });

/** The same through the Shop API: only the administrator gets a print file; anyone else is told there is none. */
export const printFileFor =
  (deps: { readonly records: PrintJobRecords; readonly blobs: BlobStore }) =>
  (
    asker: Customer | null,
    request: PrintFileRequest,
  ): ResultAsync<PrintFileDownload, PrintFileNotFound | RepositoryFailure | BlobStoreFailure> =>
    asker !== null && isAdministrator(asker) ? printFile(deps)(request) : errAsync(notFound());

/** The order's print files through the Shop API: the administrator's alone; anyone else is told there are none. */
export const orderPrintFilesFor =
  (deps: { readonly records: PrintJobRecords }) =>
  (asker: Customer | null, publicId: string): ResultAsync<OrderPrintFiles, PrintFileNotFound | RepositoryFailure> =>
    asker !== null && isAdministrator(asker)
      ? orderPrintFiles(deps)(publicId).mapErr((error) => (error.type === 'OrderNotFound' ? notFound() : error))
      : errAsync(notFound());

import type { ResultAsync } from 'neverthrow';
import type { Customer } from '../../domain/customers/customer.ts';
import type { BlobStoreFailure } from '../media/blob-store.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { PrintFileDownload, PrintFileNotFound, PrintFileRequest } from './order-print-files.use-case.ts';
import type { OrderPrintFiles } from './print-job-records.port.ts';

/** The print files' use cases the Shop API calls: the back office's list and download. */
export type ShopPrintFiles = {
  readonly orderPrintFilesFor: (
    asker: Customer | null,
    publicId: string,
  ) => ResultAsync<OrderPrintFiles, PrintFileNotFound | RepositoryFailure>;
  readonly printFileFor: (
    asker: Customer | null,
    request: PrintFileRequest,
  ) => ResultAsync<PrintFileDownload, PrintFileNotFound | RepositoryFailure | BlobStoreFailure>;
};

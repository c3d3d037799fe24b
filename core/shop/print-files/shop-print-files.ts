import type { ResultAsync } from 'neverthrow';
import type { Customer } from '../../domain/customers/customer.ts';
import type { BlobStoreFailure } from '../media/blob-store.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { PrintFileDownload, PrintFileNotFound, PrintFileRequest } from './order-print-files.use-case.ts';

/** The print files' use cases the Shop API calls: the back office's download. */
export type ShopPrintFiles = {
  readonly printFileFor: (
    asker: Customer | null,
    request: PrintFileRequest,
  ) => ResultAsync<PrintFileDownload, PrintFileNotFound | RepositoryFailure | BlobStoreFailure>;
};

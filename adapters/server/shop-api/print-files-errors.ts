import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import type { BlobStoreFailure } from '../../../core/shop/media/blob-store.port.ts';
import type { PrintFileNotFound } from '../../../core/shop/print-files/order-print-files.use-case.ts';
import type { RepositoryFailure } from '../../../core/shop/repository-failure.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';

export type PrintFilesError = PrintFileNotFound | RepositoryFailure | BlobStoreFailure;

/** The one mapping from the print files' errors to HTTP status and envelope. */
export const printFilesErrorAnswer = errorMapping<PrintFilesError>(
  [404, 500],
  (request: FastifyRequest, error: PrintFilesError): HttpAnswer => {
    switch (error.type) {
      case 'PrintFileNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such print file');
      case 'RepositoryFailure':
      case 'BlobStoreFailure':
        request.log.error({ cause: error.cause }, 'print file could not be read');
        return errorAnswer(500, ERROR_CODES.internal, 'Internal server error');
      default:
        return error satisfies never;
    }
  },
);

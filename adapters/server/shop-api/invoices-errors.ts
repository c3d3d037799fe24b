import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import type { InvoiceError } from '../../../core/shop/invoices/get-invoice-pdf.use-case.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';
import { accountsErrorAnswer } from './accounts-errors.ts';

/** The one mapping from an invoice download's error to its HTTP status and envelope. */
export const invoicesErrorAnswer = errorMapping<InvoiceError>(
  [403, 404, 409, 503, ...accountsErrorAnswer.statuses],
  (request: FastifyRequest, error: InvoiceError): HttpAnswer => {
    switch (error.type) {
      case 'InvoiceNotReady':
        return errorAnswer(409, ERROR_CODES.conflict, 'The order has no invoice until it is paid');
      case 'InvoiceLinkForged':
        return errorAnswer(404, ERROR_CODES.notFound, 'No invoice behind this link');
      case 'InvoiceLinkExpired':
        return errorAnswer(403, ERROR_CODES.forbidden, 'This invoice link has expired; the order page gives a new one');
      case 'InvoiceRenderFailure':
        request.log.error({ cause: error.cause }, 'invoice could not be drawn');
        return errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
      case 'BlobStoreFailure':
        request.log.error({ cause: error.cause }, 'invoice could not be stored or read');
        return errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
      case 'SessionRequired':
      case 'NotAdministrator':
      case 'TicketsBlocked':
      case 'OrderHistoryHidden':
      case 'InvoicingDisabled':
      case 'OrderNotFound':
      case 'DesignNotFound':
      case 'InvalidFields':
      case 'RepositoryFailure':
      case 'PasswordHashingFailure':
      case 'AddressNotFound':
      case 'AddressBookFull':
      case 'EmailChangeRefused':
      case 'MailNotSent':
        return accountsErrorAnswer(request, error);
      default:
        return error satisfies never;
    }
  },
);

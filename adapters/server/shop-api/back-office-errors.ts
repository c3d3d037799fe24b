import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import type { BackOfficeError } from '../../../core/shop/back-office/shop-back-office.ts';
import { orderStatusName } from '../../../core/domain/orders/order-status.ts';
import { SITE_CONFIG_FORM_FIELDS } from '../../shop-api-contract/back-office-config.codec.ts';
import { NOTE_FORM_FIELDS, SHIP_FORM_FIELDS } from '../../shop-api-contract/back-office.codec.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { invalidFieldsAnswer } from '../field-problem-errors.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';

/** The answer to anyone but the administrator: the back office does not say it exists. */
const notFound = () => errorAnswer(404, ERROR_CODES.notFound, 'Not found');

const conflict = (message: string) => errorAnswer(409, ERROR_CODES.conflict, message);

/** The one mapping from the back office's errors to HTTP status and envelope. */
export const backOfficeErrorAnswer = errorMapping<BackOfficeError>(
  [400, 404, 409, 422, 503],
  (request: FastifyRequest, error: BackOfficeError): HttpAnswer => {
    switch (error.type) {
      case 'AdministratorOnly':
      case 'SessionRequired':
      case 'NotAdministrator':
      case 'TicketsBlocked':
      case 'OrderHistoryHidden':
      case 'InvoicingDisabled':
        return notFound();
      case 'OrderNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such order');
      case 'TicketNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such ticket');
      case 'DesignNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such design');
      case 'ReviewNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such review of this design');
      case 'IllegalOrderTransition':
        return conflict(`An order cannot go from ${orderStatusName(error.from)} to ${orderStatusName(error.to)}`);
      case 'OrderAwaitingPayment':
        return conflict('Production waits for the payment: confirm it first');
      case 'IllegalPaymentTransition':
        return conflict(`The payment is already ${error.from} and cannot become ${error.to}`);
      case 'PaymentSettledByProvider':
        return conflict('Online payments are settled by the payment provider, not by hand');
      case 'IllegalTrackingTransition':
        return conflict(`A shipment cannot go from ${error.from} to ${error.to}`);
      case 'ShipmentNotFound':
        return conflict('This order is not shipped by the shop');
      case 'ShipmentNoteTooLong':
        return errorAnswer(400, ERROR_CODES.badRequest, `The note is too long (at most ${error.max} characters)`);
      case 'IllegalTicketTransition':
        return conflict(`A ${error.from} ticket cannot become ${error.to}`);
      case 'TicketChanged':
        return conflict('The ticket changed meanwhile: reload it and try again');
      case 'NothingToRefund':
        return conflict('Only a paid online payment is refunded through the provider');
      case 'AlreadyRefunded':
        return conflict('This order was already refunded');
      case 'InvoiceNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such invoice');
      case 'PaymentGatewayUnavailable':
      case 'InvoiceRenderFailure':
      case 'BlobStoreFailure':
        request.log.error({ cause: error.cause }, 'back office provider or file store failed');
        return errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
      case 'InvalidFields':
        return invalidFieldsAnswer(error.problems, {
          ...SITE_CONFIG_FORM_FIELDS,
          ...SHIP_FORM_FIELDS,
          ...NOTE_FORM_FIELDS,
        });
      case 'RepositoryFailure':
        request.log.error({ cause: error.cause }, 'back office repository failed');
        return errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
      default:
        return error satisfies never;
    }
  },
);

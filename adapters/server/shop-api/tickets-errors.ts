import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { invalidFieldsAnswer } from '../field-problem-errors.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';
import type { TicketsError } from '../../../core/shop/tickets/shop-tickets.ts';

/** The one mapping from the tickets context's errors to HTTP status and envelope. */
export const ticketsErrorAnswer = errorMapping<TicketsError>(
  [401, 403, 404, 409, 422, 503],
  (request: FastifyRequest, error: TicketsError): HttpAnswer => {
    switch (error.type) {
      case 'SessionRequired':
        return errorAnswer(401, ERROR_CODES.unauthorized, error.message);
      case 'NotAdministrator':
        return errorAnswer(403, ERROR_CODES.forbidden, 'Only administrators may answer as support');
      case 'TicketsBlocked':
        return errorAnswer(403, ERROR_CODES.forbidden, 'Tickets are not available for this account');
      case 'OrderHistoryHidden':
      case 'InvoicingDisabled':
        return errorAnswer(403, ERROR_CODES.forbidden, 'This account may not do that');
      case 'InvalidFields':
        return invalidFieldsAnswer(error.problems);
      case 'TicketNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such ticket');
      case 'IllegalTicketTransition':
        return errorAnswer(
          409,
          ERROR_CODES.conflict,
          error.from === 'ARCHIVED'
            ? 'This ticket is archived: open a new one to write to us again'
            : `A ${error.from} ticket cannot become ${error.to}`,
        );
      case 'TicketChanged':
        return errorAnswer(409, ERROR_CODES.conflict, 'The ticket changed meanwhile: reload it and try again');
      case 'RepositoryFailure':
        request.log.error({ cause: error.cause }, 'tickets repository failed');
        return errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
      default:
        return error satisfies never;
    }
  },
);

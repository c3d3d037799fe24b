import type { FastifyRequest } from 'fastify';
import type { AccountsError } from '../../../core/shop/accounts/accounts-errors.ts';
import { ACCOUNTS_WIRE_FIELDS } from '../../shop-api-contract/accounts.codec.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { invalidFieldsAnswer } from '../field-problem-errors.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';

const INVALID_MESSAGES = {
  firstName: 'Use letters, spaces, apostrophes, dots and hyphens only',
  lastName: 'Use letters, spaces, apostrophes, dots and hyphens only',
  phone: 'Enter a phone number with its country code, e.g. +34 600 123 456',
  locale: 'Choose one of the shop languages',
  analyticsId: 'Enter a GA4 measurement id such as G-ABC1234, or leave it blank',
  pushNotificationsId: 'Use letters, digits, hyphens and underscores only, or leave it blank',
};

/** The one mapping from an accounts-area error to its HTTP status and envelope. */
export const accountsErrorAnswer = (request: FastifyRequest, error: AccountsError): HttpAnswer => {
  switch (error.type) {
    case 'SessionRequired':
      return errorAnswer(401, ERROR_CODES.unauthorized, error.message);
    case 'NotAdministrator':
      return errorAnswer(403, ERROR_CODES.forbidden, 'Only administrators may open this part of the account');
    case 'TicketsBlocked':
      return errorAnswer(403, ERROR_CODES.forbidden, 'Tickets are not available for this account');
    case 'OrderHistoryHidden':
      return errorAnswer(403, ERROR_CODES.forbidden, 'The order history is not available for this account');
    case 'InvoicingDisabled':
      return errorAnswer(403, ERROR_CODES.forbidden, 'Invoicing is not enabled for this account');
    case 'OrderNotFound':
      return errorAnswer(404, ERROR_CODES.notFound, 'No such order in this account');
    case 'DesignNotFound':
      return errorAnswer(404, ERROR_CODES.notFound, 'No such design');
    case 'InvalidPaging':
      return errorAnswer(400, ERROR_CODES.badRequest, 'page and page_size must be positive, page_size at most 100');
    case 'InvalidFields':
      return invalidFieldsAnswer(error.problems, { invalid: INVALID_MESSAGES, wireNames: ACCOUNTS_WIRE_FIELDS });
    case 'RepositoryFailure':
      request.log.error({ cause: error.cause }, 'accounts repository failed');
      return errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
    default:
      return error satisfies never;
  }
};

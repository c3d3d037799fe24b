import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsError } from '../../../core/shop/accounts/accounts-errors.ts';
import { ACCOUNTS_WIRE_FIELDS } from '../../shop-api-contract/accounts.codec.ts';
import { ERROR_CODES, sendError } from '../error-envelope.ts';
import { sendInvalidFields } from '../field-problem-errors.ts';

const INVALID_MESSAGES = {
  firstName: 'Use letters, spaces, apostrophes, dots and hyphens only',
  lastName: 'Use letters, spaces, apostrophes, dots and hyphens only',
  phone: 'Enter a phone number with its country code, e.g. +34 600 123 456',
  locale: 'Choose one of the shop languages',
  analyticsId: 'Enter a GA4 measurement id such as G-ABC1234, or leave it blank',
  pushNotificationsId: 'Use letters, digits, hyphens and underscores only, or leave it blank',
};

/** The one mapping from an accounts-area error to its HTTP status and envelope. */
export const sendAccountsError = (reply: FastifyReply, request: FastifyRequest, error: AccountsError) => {
  switch (error.type) {
    case 'SessionRequired':
      return sendError(reply, 401, ERROR_CODES.unauthorized, error.message);
    case 'NotAdministrator':
      return sendError(reply, 403, ERROR_CODES.forbidden, 'Only administrators may open this part of the account');
    case 'TicketsBlocked':
      return sendError(reply, 403, ERROR_CODES.forbidden, 'Tickets are not available for this account');
    case 'OrderHistoryHidden':
      return sendError(reply, 403, ERROR_CODES.forbidden, 'The order history is not available for this account');
    case 'InvoicingDisabled':
      return sendError(reply, 403, ERROR_CODES.forbidden, 'Invoicing is not enabled for this account');
    case 'OrderNotFound':
      return sendError(reply, 404, ERROR_CODES.notFound, 'No such order in this account');
    case 'DesignNotFound':
      return sendError(reply, 404, ERROR_CODES.notFound, 'No such design');
    case 'InvalidPaging':
      return sendError(
        reply,
        400,
        ERROR_CODES.badRequest,
        'page and page_size must be positive, page_size at most 100',
      );
    case 'InvalidFields':
      return sendInvalidFields(reply, error.problems, { invalid: INVALID_MESSAGES, wireNames: ACCOUNTS_WIRE_FIELDS });
    case 'RepositoryFailure':
      request.log.error({ cause: error.cause }, 'accounts repository failed');
      return sendError(reply, 503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
    default:
      return error satisfies never;
  }
};

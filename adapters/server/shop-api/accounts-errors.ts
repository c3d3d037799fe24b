import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import type { AccountsError } from '../../../core/shop/accounts/accounts-errors.ts';
import {
  ACCOUNT_DELETION_FORM_FIELDS,
  PASSWORD_CHANGE_FORM_FIELDS,
  PROFILE_FORM_FIELDS,
} from '../../shop-api-contract/accounts.codec.ts';
import { ADDRESS_FORM_FIELDS } from '../../shop-api-contract/address-book.codec.ts';
import { EMAIL_CHANGE_FORM_FIELDS } from '../../shop-api-contract/email-change.codec.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { invalidFieldsAnswer } from '../field-problem-errors.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';

/** Every accounts form is refused with the same error; their field names never clash. */
const ACCOUNT_FORM_FIELDS = {
  ...PROFILE_FORM_FIELDS,
  ...PASSWORD_CHANGE_FORM_FIELDS,
  ...ACCOUNT_DELETION_FORM_FIELDS,
  ...ADDRESS_FORM_FIELDS,
  ...EMAIL_CHANGE_FORM_FIELDS,
};

/** The one mapping from an accounts-area error to its HTTP status and envelope. */
export const accountsErrorAnswer = errorMapping<AccountsError>(
  [401, 403, 404, 409, 422, 503],
  (request: FastifyRequest, error: AccountsError): HttpAnswer => {
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
      case 'AddressNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such address in this account');
      case 'AddressBookFull':
        return errorAnswer(409, ERROR_CODES.conflict, `The address book holds at most ${error.max} addresses`);
      case 'EmailChangeRefused':
        // A forged link, or another customer's, is not there; the others are told why, in the customer's language.
        return error.reason === 'Unknown'
          ? errorAnswer(404, ERROR_CODES.notFound, 'No such e-mail change link')
          : invalidFieldsAnswer([{ field: 'token', problem: error.reason }], ACCOUNT_FORM_FIELDS);
      case 'MailNotSent':
        request.log.error({ cause: error.cause }, 'accounts mail not sent');
        return errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
      case 'InvalidFields':
        return invalidFieldsAnswer(error.problems, ACCOUNT_FORM_FIELDS);
      case 'RepositoryFailure':
      case 'PasswordHashingFailure':
        request.log.error({ cause: error.cause }, 'accounts repository failed');
        return errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
      default:
        return error satisfies never;
    }
  },
);

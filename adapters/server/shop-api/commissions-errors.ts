import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import type { CommissionsError } from '../../../core/shop/commissions/commissions.use-cases.ts';
import { MAX_COMMISSION_RATE } from '../../../core/domain/commissions/commission-terms.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';

/** The one mapping from the commissions back office's errors to HTTP status and envelope. */
export const commissionsErrorAnswer = errorMapping<CommissionsError>(
  [400, 404, 409, 503],
  (request: FastifyRequest, error: CommissionsError): HttpAnswer => {
    switch (error.type) {
      case 'AdministratorOnly':
        // The back office does not say it exists.
        return errorAnswer(404, ERROR_CODES.notFound, 'Not found');
      case 'AffiliateNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No hits or orders of this affiliate in this month');
      case 'CommissionPeriodNotStarted':
        return errorAnswer(409, ERROR_CODES.conflict, `The month ${error.period} has not begun`);
      case 'NothingToPay':
        return errorAnswer(409, ERROR_CODES.conflict, 'No order earned a commission in this month');
      case 'CommissionPeriodPaid':
        return errorAnswer(409, ERROR_CODES.conflict, 'This month is already paid');
      case 'CommissionRateInvalid':
        return errorAnswer(
          400,
          ERROR_CODES.badRequest,
          `The rate is in basis points, from 0 to ${MAX_COMMISSION_RATE} (50 %)`,
        );
      case 'RepositoryFailure':
        request.log.error({ cause: error.cause }, 'commissions repository failed');
        return errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
      default:
        return error satisfies never;
    }
  },
);

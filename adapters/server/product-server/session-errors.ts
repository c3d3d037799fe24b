import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import type { UpdateSessionError } from '../../../core/shop/session/update-session.use-case.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';

/** The one mapping from the session use cases' errors to HTTP status and envelope. */
export const sessionErrorAnswer = errorMapping<UpdateSessionError>(
  [403, 422, 503],
  (request: FastifyRequest, error: UpdateSessionError): HttpAnswer => {
    switch (error.type) {
      case 'IncompleteSessionGroup':
        return errorAnswer(
          422,
          ERROR_CODES.validationFailed,
          `The ${error.group} fields go together`,
          error.missing.map((field) => ({
            field,
            message: `${field} is required with the other ${error.group} fields`,
          })),
        );
      case 'InvalidSessionField':
        return errorAnswer(422, ERROR_CODES.validationFailed, `${error.field} is not valid`, [
          { field: error.field, message: `${error.field} is not valid` },
        ]);
      case 'ContradictoryConsent':
        return errorAnswer(422, ERROR_CODES.validationFailed, 'Nothing can be accepted without consent', [
          { field: 'isConsentGiven', message: 'must be true when ads or analytics are accepted' },
        ]);
      case 'CustomerNotSignedIn':
        return errorAnswer(403, ERROR_CODES.forbidden, 'Only the signed-in customer can be stored in the session');
      case 'RepositoryFailure':
        request.log.error({ cause: error.cause }, 'storefront session store failed');
        return errorAnswer(503, ERROR_CODES.internal, 'The session is unavailable, try again shortly');
      default:
        return error satisfies never;
    }
  },
);

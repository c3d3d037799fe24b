import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';
import type { HelpCenterError } from '../../../core/shop/help-center/shop-help-center.ts';

/** The one mapping from the help center's domain errors to HTTP status and envelope. */
export const helpCenterErrorAnswer = errorMapping<HelpCenterError>(
  [404, 503],
  (_request: FastifyRequest, error: HelpCenterError): HttpAnswer => {
    switch (error.type) {
      case 'HelpCategoryNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, `No help-center category ${error.id}`);
      case 'HelpTopicNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, `No help-center topic ${error.id}`);
      case 'RepositoryFailure':
        return errorAnswer(503, ERROR_CODES.internal, 'The help center is unavailable');
      default:
        return error satisfies never;
    }
  },
);

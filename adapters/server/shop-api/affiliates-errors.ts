import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';
import type { RepositoryFailure } from '../../../core/shop/repository-failure.ts';

export type AffiliatesError = RepositoryFailure;

/** The one mapping from the affiliates' errors to HTTP status and envelope. */
export const affiliatesErrorAnswer = errorMapping<AffiliatesError>(
  [503],
  (request: FastifyRequest, error: AffiliatesError): HttpAnswer => {
    switch (error.type) {
      case 'RepositoryFailure':
        request.log.error({ cause: error.cause }, 'affiliate hits repository failed');
        return errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
      default:
        return error.type satisfies never;
    }
  },
);

import type { FastifyRequest } from 'fastify';
import type { RepositoryFailure } from '../../../core/shop/catalogue/design-repository.port.ts';
import type { HelpCategoryNotFound, HelpTopicNotFound } from '../../../core/shop/help-center/help-center.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';

export type HelpCenterError = RepositoryFailure | HelpCategoryNotFound | HelpTopicNotFound;

/** The one mapping from the help center's domain errors to HTTP status and envelope. */
export const helpCenterErrorAnswer = (_request: FastifyRequest, error: HelpCenterError): HttpAnswer => {
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
};

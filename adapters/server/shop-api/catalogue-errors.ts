import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import type { InvalidPaging, InvalidSearch } from '../../../core/domain/catalogue/design-query.ts';
import type { ArticleNotFound } from '../../../core/shop/catalogue/show-article.use-case.ts';

import type { LandingPageNotFound } from '../../../core/shop/catalogue/show-landing-page.use-case.ts';
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, MAX_SEARCH_WORDS } from '../../../core/domain/catalogue/design-query.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';
import type { RepositoryFailure } from '../../../core/shop/repository-failure.ts';
import type { DesignNotFound } from '../../../core/domain/catalogue/design.ts';

export type CatalogueError =
  InvalidPaging | InvalidSearch | DesignNotFound | ArticleNotFound | LandingPageNotFound | RepositoryFailure;

/** The one mapping from the catalogue's domain errors to HTTP status and envelope. */
export const catalogueErrorAnswer = errorMapping<CatalogueError>(
  [400, 404, 503],
  (_request: FastifyRequest, error: CatalogueError): HttpAnswer => {
    switch (error.type) {
      case 'InvalidPaging':
        return errorAnswer(
          400,
          ERROR_CODES.badRequest,
          `page and page_size must be positive, page_size at most ${MAX_PAGE_SIZE}`,
        );
      case 'InvalidSearch':
        return errorAnswer(
          400,
          ERROR_CODES.badRequest,
          `query: expected 1 to ${MAX_SEARCH_WORDS} words, at most ${MAX_SEARCH_LENGTH} characters`,
        );
      case 'DesignNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such design in this store');
      case 'ArticleNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such article in this store');
      case 'LandingPageNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such landing page');
      case 'RepositoryFailure':
        return errorAnswer(503, ERROR_CODES.internal, 'The catalogue is unavailable');
      default:
        return error satisfies never;
    }
  },
);

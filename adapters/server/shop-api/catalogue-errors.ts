import type { FastifyReply } from 'fastify';
import type { InvalidPaging, InvalidSearch } from '../../../core/domain/catalogue/design-query.ts';
import type { RepositoryFailure } from '../../../core/shop/catalogue/design-repository.port.ts';
import type { ArticleNotFound } from '../../../core/shop/catalogue/show-article.use-case.ts';
import type { DesignNotFound } from '../../../core/shop/catalogue/show-design.use-case.ts';
import type { LandingPageNotFound } from '../../../core/shop/catalogue/show-landing-page.use-case.ts';
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, MAX_SEARCH_WORDS } from '../../../core/domain/catalogue/design-query.ts';
import { ERROR_CODES, sendError } from '../error-envelope.ts';

export type CatalogueError =
  InvalidPaging | InvalidSearch | DesignNotFound | ArticleNotFound | LandingPageNotFound | RepositoryFailure;

/** The one mapping from the catalogue's domain errors to HTTP status and envelope. */
export const sendCatalogueError = (reply: FastifyReply, error: CatalogueError) => {
  switch (error.type) {
    case 'InvalidPaging':
      return sendError(
        reply,
        400,
        ERROR_CODES.badRequest,
        `page and page_size must be positive, page_size at most ${MAX_PAGE_SIZE}`,
      );
    case 'InvalidSearch':
      return sendError(
        reply,
        400,
        ERROR_CODES.badRequest,
        `query: expected 1 to ${MAX_SEARCH_WORDS} words, at most ${MAX_SEARCH_LENGTH} characters`,
      );
    case 'DesignNotFound':
      return sendError(reply, 404, ERROR_CODES.notFound, 'No such design in this store');
    case 'ArticleNotFound':
      return sendError(reply, 404, ERROR_CODES.notFound, 'No such article in this store');
    case 'LandingPageNotFound':
      return sendError(reply, 404, ERROR_CODES.notFound, 'No such landing page');
    case 'RepositoryFailure':
      return sendError(reply, 503, ERROR_CODES.internal, 'The catalogue is unavailable');
  }
};

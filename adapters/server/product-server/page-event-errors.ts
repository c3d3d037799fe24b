import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import type { PageEventSkipped } from '../../../core/domain/marketing/page-event.ts';
import type { InvalidExportRange } from '../../../core/shop/marketing/export-page-events.use-case.ts';
import type { RepositoryFailure } from '../../../core/shop/repository-failure.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, noContentAnswer, type HttpAnswer } from '../http-answer.ts';

/** The analytics export is off without its token; a request without the right bearer token is not let in. */
export type ExportRefused = { readonly type: 'ExportDisabled' } | { readonly type: 'ExportTokenMissing' };

export type PageEventError = PageEventSkipped | InvalidExportRange | ExportRefused | RepositoryFailure;

/** The one mapping from the page events' errors (and skips) to HTTP status and envelope. */
export const pageEventErrorAnswer = errorMapping<PageEventError>(
  [204, 400, 401, 403, 503],
  (request: FastifyRequest, error: PageEventError): HttpAnswer => {
    switch (error.type) {
      case 'ConsentNotGiven':
      case 'CrawlerVisit':
        // Not kept, by the visitor's choice or because nobody visited: nothing to tell the page.
        return noContentAnswer;
      case 'InvalidExportRange':
        return errorAnswer(400, ERROR_CODES.badRequest, '`from` must be before `to`, at most 366 days apart');
      case 'ExportDisabled':
        return errorAnswer(403, ERROR_CODES.forbidden, 'The analytics export is not enabled on this server');
      case 'ExportTokenMissing':
        return errorAnswer(401, ERROR_CODES.unauthorized, 'The analytics export needs its bearer token');
      case 'RepositoryFailure':
        request.log.error({ cause: error.cause }, 'page event store failed');
        return errorAnswer(503, ERROR_CODES.internal, 'Page events are unavailable, try again shortly');
      default:
        return error satisfies never;
    }
  },
);

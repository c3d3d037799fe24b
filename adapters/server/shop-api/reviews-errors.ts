import type { FastifyRequest } from 'fastify';
import { MAX_REVIEW_PAGE_SIZE, type InvalidReviewPaging } from '../../../core/shop/reviews/list-reviews.use-case.ts';
import type { WriteReviewError } from '../../../core/shop/reviews/write-review.use-case.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { invalidFieldsAnswer } from '../field-problem-errors.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';

export type ReviewsError = WriteReviewError | InvalidReviewPaging;

/** The one mapping from the reviews context's errors to HTTP status and envelope. */
export const reviewsErrorAnswer = (request: FastifyRequest, error: ReviewsError): HttpAnswer => {
  switch (error.type) {
    case 'InvalidFields':
      return invalidFieldsAnswer(error.problems);
    case 'InvalidReviewPaging':
      return errorAnswer(
        400,
        ERROR_CODES.badRequest,
        `page and page_size must be positive, page_size at most ${MAX_REVIEW_PAGE_SIZE}`,
      );
    case 'ArticleNotPurchased':
      return errorAnswer(403, ERROR_CODES.forbidden, 'Only a customer who bought this article may review it');
    case 'PurchaseNotShipped':
      return errorAnswer(403, ERROR_CODES.forbidden, 'This article can be reviewed once its order has shipped');
    case 'ReviewAlreadyWritten':
      return errorAnswer(409, ERROR_CODES.conflict, 'This article of this order has already been reviewed');
    case 'RepositoryFailure':
      request.log.error({ cause: error.cause }, 'reviews repository failed');
      return errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
    default:
      return error satisfies never;
  }
};

import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import { MAX_REVIEW_PAGE_SIZE, type InvalidReviewPaging } from '../../../core/shop/reviews/list-reviews.use-case.ts';
import type { ReviewNotFound } from '../../../core/shop/reviews/publish-review.use-case.ts';
import type { WriteReviewError } from '../../../core/shop/reviews/write-review.use-case.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { invalidFieldsAnswer } from '../field-problem-errors.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';

export type ReviewsError = WriteReviewError | InvalidReviewPaging | ReviewNotFound;

/** The one mapping from the reviews context's errors to HTTP status and envelope. */
export const reviewsErrorAnswer = errorMapping<ReviewsError>(
  [400, 404, 409, 422, 503],
  (request: FastifyRequest, error: ReviewsError): HttpAnswer => {
    switch (error.type) {
      case 'InvalidFields':
        return invalidFieldsAnswer(error.problems);
      case 'InvalidReviewPaging':
        return errorAnswer(
          400,
          ERROR_CODES.badRequest,
          `page and page_size must be positive, page_size at most ${MAX_REVIEW_PAGE_SIZE}`,
        );
      case 'ReviewOrderNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such order to review');
      case 'OrderNotDelivered':
        return errorAnswer(409, ERROR_CODES.conflict, 'This order can be reviewed once it has been delivered');
      case 'ReviewAlreadyWritten':
        return errorAnswer(409, ERROR_CODES.conflict, 'This line of this order has already been reviewed');
      case 'ReviewNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such review');
      case 'RepositoryFailure':
        request.log.error({ cause: error.cause }, 'reviews repository failed');
        return errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
      default:
        return error satisfies never;
    }
  },
);

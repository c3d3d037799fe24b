import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { Customer } from '../../../core/domain/customers/customer.ts';
import type { StoreSlug } from '../../../core/domain/site/stores.ts';
import type { RepositoryFailure } from '../../../core/shop/catalogue/design-repository.port.ts';
import {
  MAX_REVIEW_PAGE_SIZE,
  type InvalidReviewPaging,
  type ReviewList,
  type ReviewQuery,
} from '../../../core/shop/reviews/list-reviews.use-case.ts';
import type { ReviewRequest } from '../../../core/shop/reviews/review-request.ts';
import type { PublicReview } from '../../../core/shop/reviews/review.ts';
import type { WriteReviewError } from '../../../core/shop/reviews/write-review.use-case.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { REVIEWS_PATHS, ReviewsQuery, WriteReviewBody } from '../../shop-api-contract/reviews.codec.ts';
import { ERROR_CODES, sendData, sendError } from '../error-envelope.ts';
import { sendInvalidFields } from '../field-problem-errors.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import type { SignedInCustomer } from '../signed-in-customer.ts';

export type ReviewsUseCases = {
  readonly defaultStore: StoreSlug;
  readonly listReviews: (query: ReviewQuery) => ResultAsync<ReviewList, RepositoryFailure | InvalidReviewPaging>;
  readonly writeReview: (
    customer: Customer | null,
    request: ReviewRequest,
  ) => ResultAsync<PublicReview, WriteReviewError>;
};

export type ReviewsRouteDeps = {
  readonly reviews: ReviewsUseCases;
  readonly signedInCustomer: SignedInCustomer;
  readonly checkRateLimit: RateLimitCheck;
};

export const DEFAULT_REVIEW_PAGE_SIZE = 10;

/** Enough for a family reviewing a big order; few enough that guessing order numbers gets nowhere. */
export const WRITE_REVIEW_RATE_LIMIT = { name: 'reviews.write', max: 20, windowMs: 60 * 60 * 1000 } as const;

type ReviewsError = WriteReviewError | InvalidReviewPaging;

/** The one mapping from the reviews context's errors to HTTP status and envelope. */
const sendReviewsError = (reply: FastifyReply, request: FastifyRequest, error: ReviewsError) => {
  switch (error.type) {
    case 'InvalidFields':
      return sendInvalidFields(reply, error.problems);
    case 'InvalidReviewPaging':
      return sendError(
        reply,
        400,
        ERROR_CODES.badRequest,
        `page and page_size must be positive, page_size at most ${MAX_REVIEW_PAGE_SIZE}`,
      );
    case 'ArticleNotPurchased':
      return sendError(reply, 403, ERROR_CODES.forbidden, 'Only a customer who bought this article may review it');
    case 'PurchaseNotShipped':
      return sendError(reply, 403, ERROR_CODES.forbidden, 'This article can be reviewed once its order has shipped');
    case 'ReviewAlreadyWritten':
      return sendError(reply, 409, ERROR_CODES.conflict, 'This article of this order has already been reviewed');
    case 'RepositoryFailure':
      request.log.error({ cause: error.cause }, 'reviews repository failed');
      return sendError(reply, 503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
    default:
      return error satisfies never;
  }
};

const iso = (ms: number) => new Date(ms).toISOString();

const reviewView = (review: PublicReview) => ({ ...review, createdAt: iso(review.createdAt) });

const schema = (summary: string) => ({ schema: { summary, tags: ['reviews'] } });

export const reviewsRoutes =
  ({ reviews, signedInCustomer, checkRateLimit }: ReviewsRouteDeps) =>
  async (app: FastifyInstance) => {
    app.get(
      REVIEWS_PATHS.reviews,
      schema('Reviews newest first, of one article or the whole shop, optionally by stars, with the rating summary'),
      async (request, reply) => {
        const query = decodeWith(ReviewsQuery)(request.query);
        if (query.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, query.error.errors.join('; '));
        const { article_id, rating, page, page_size } = query.value;
        const list = await reviews.listReviews({
          articleId: article_id,
          rating,
          page: page ?? 1,
          pageSize: page_size ?? DEFAULT_REVIEW_PAGE_SIZE,
        });
        return list.match(
          (data) => sendData(reply, { ...data, reviews: data.reviews.map(reviewView) }),
          (error) => sendReviewsError(reply, request, error),
        );
      },
    );

    app.post(
      REVIEWS_PATHS.reviews,
      {
        ...schema('Review a purchased article: as its signed-in buyer, or as a guest naming the order and its e-mail'),
        preHandler: rateLimitedByIp(checkRateLimit, WRITE_REVIEW_RATE_LIMIT),
      },
      async (request, reply) => {
        const body = decodeWith(WriteReviewBody)(request.body);
        if (body.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, body.error.errors.join('; '));
        const fields = body.value;
        const written = await reviews.writeReview(await signedInCustomer(request), {
          articleId: fields.article_id,
          designId: fields.design_id,
          authorName: fields.author_name,
          rating: fields.rating,
          title: fields.title,
          body: fields.body,
          email: fields.email,
          orderPublicId: fields.order_public_id,
          store: fields.store ?? reviews.defaultStore,
        });
        return written.match(
          (review) => sendData(reply.status(201), reviewView(review)),
          (error) => sendReviewsError(reply, request, error),
        );
      },
    );
  };

import type { FastifyInstance } from 'fastify';
import { storeFor } from '../../../core/domain/site/stores.ts';
import type { PublicReview } from '../../../core/domain/reviews/review.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { ExtSessionIdCodec } from '../../shop-api-contract/ext-session.codec.ts';
import {
  PublishedReviewCodec,
  PublishReviewParams,
  REVIEWS_PATHS,
  ReviewableOrderCodec,
  ReviewableOrderParams,
  ReviewableOrderQuery,
  ReviewCodec,
  ReviewListCodec,
  ReviewsQuery,
  WriteReviewBody,
} from '../../shop-api-contract/reviews.codec.ts';
import type { Idempotency } from '../idempotency.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import type { SignedInCustomer } from '../signed-in-customer.ts';
import { reviewsErrorAnswer } from './reviews-errors.ts';
import { answered, answeredOnce, fromBody, fromBoth, fromParams, fromQuery, route } from '../route.ts';
import type { ShopReviews } from '../../../core/shop/reviews/shop-reviews.ts';

export type ReviewsRouteDeps = {
  readonly reviews: ShopReviews;
  readonly signedInCustomer: SignedInCustomer;
  readonly checkRateLimit: RateLimitCheck;
  readonly idempotency: Idempotency;
};

export const DEFAULT_REVIEW_PAGE_SIZE = 10;

const iso = (ms: number) => new Date(ms).toISOString();

const reviewView = (review: PublicReview) => ({ ...review, createdAt: iso(review.createdAt) });

const schema = (summary: string) => ({ schema: { summary, tags: ['reviews'] } });

const sessionOf = (value: string | undefined) => decodeWith(ExtSessionIdCodec)(value).unwrapOr(undefined);

export const reviewsRoutes =
  ({ reviews, signedInCustomer, checkRateLimit, idempotency }: ReviewsRouteDeps) =>
  async (app: FastifyInstance) => {
    app.get(
      REVIEWS_PATHS.reviews,
      schema('Published reviews newest first, of one article, one design or the whole shop, optionally by stars'),
      answered(
        route({
          decode: fromQuery(ReviewsQuery),
          run: ({ article_id, design_id, rating, locale, page, page_size }) =>
            reviews
              .listReviews({
                articleId: article_id,
                designId: design_id,
                rating,
                page: page ?? 1,
                pageSize: page_size ?? DEFAULT_REVIEW_PAGE_SIZE,
                locale: locale ?? storeFor(reviews.defaultStore).locale,
              })
              .map((data) => ({ ...data, reviews: data.reviews.map(reviewView) })),
          errors: reviewsErrorAnswer,
          answer: ReviewListCodec,
        }),
      ),
    );

    app.get(
      REVIEWS_PATHS.order,
      schema("An order's lines to review: for its signed-in customer, or with the review link's token"),
      answered(
        route({
          decode: fromBoth(fromParams(ReviewableOrderParams), fromQuery(ReviewableOrderQuery)),
          who: signedInCustomer,
          run: ({ public_id, token }, customer) => reviews.reviewableOrder({ customer, token }, public_id),
          errors: reviewsErrorAnswer,
          answer: ReviewableOrderCodec,
        }),
      ),
    );

    app.post(
      REVIEWS_PATHS.reviews,
      {
        ...schema('Review one line of a delivered order; it waits for the administrator before it is shown'),
        preHandler: rateLimitedByIp(checkRateLimit, RATE_LIMITS.writeReview),
      },
      answeredOnce(
        idempotency,
        { scope: 'reviews', required: false },
        route({
          decode: fromBody(WriteReviewBody),
          who: signedInCustomer,
          run: (fields, customer) =>
            reviews
              .writeReview(
                { customer, token: fields.token, sessionId: sessionOf(fields.ext_session_id) },
                {
                  orderPublicId: fields.order_public_id,
                  orderLineId: fields.order_line_id,
                  rating: fields.rating,
                  title: fields.title,
                  body: fields.body,
                  photoId: fields.photo_id,
                  store: fields.store ?? reviews.defaultStore,
                },
              )
              .map(reviewView),
          errors: reviewsErrorAnswer,
          status: 201,
          answer: ReviewCodec,
        }),
      ),
    );

    app.post(
      REVIEWS_PATHS.publish,
      schema('The administrator publishes a pending review (anyone else: 404)'),
      answered(
        route({
          decode: fromParams(PublishReviewParams),
          who: signedInCustomer,
          run: ({ id }, customer) => reviews.publishReview(customer, id),
          errors: reviewsErrorAnswer,
          answer: PublishedReviewCodec,
        }),
      ),
    );
  };

import type { FastifyInstance } from 'fastify';
import type { PublicReview } from '../../../core/shop/reviews/review.ts';
import {
  REVIEWS_PATHS,
  ReviewCodec,
  ReviewListCodec,
  ReviewsQuery,
  WriteReviewBody,
} from '../../shop-api-contract/reviews.codec.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import type { SignedInCustomer } from '../signed-in-customer.ts';
import { reviewsErrorAnswer } from './reviews-errors.ts';
import { answered, fromBody, fromQuery, route } from './route.ts';
import type { ShopReviews } from '../../../core/shop/reviews/shop-reviews.ts';

export type ReviewsRouteDeps = {
  readonly reviews: ShopReviews;
  readonly signedInCustomer: SignedInCustomer;
  readonly checkRateLimit: RateLimitCheck;
};

export const DEFAULT_REVIEW_PAGE_SIZE = 10;

const iso = (ms: number) => new Date(ms).toISOString();

const reviewView = (review: PublicReview) => ({ ...review, createdAt: iso(review.createdAt) });

const schema = (summary: string) => ({ schema: { summary, tags: ['reviews'] } });

export const reviewsRoutes =
  ({ reviews, signedInCustomer, checkRateLimit }: ReviewsRouteDeps) =>
  async (app: FastifyInstance) => {
    app.get(
      REVIEWS_PATHS.reviews,
      schema('Reviews newest first, of one article or the whole shop, optionally by stars, with the rating summary'),
      answered(
        route({
          decode: fromQuery(ReviewsQuery),
          run: ({ article_id, rating, page, page_size }) =>
            reviews
              .listReviews({
                articleId: article_id,
                rating,
                page: page ?? 1,
                pageSize: page_size ?? DEFAULT_REVIEW_PAGE_SIZE,
              })
              .map((data) => ({ ...data, reviews: data.reviews.map(reviewView) })),
          errors: reviewsErrorAnswer,
          answer: ReviewListCodec,
        }),
      ),
    );

    app.post(
      REVIEWS_PATHS.reviews,
      {
        ...schema('Review a purchased article: as its signed-in buyer, or as a guest naming the order and its e-mail'),
        preHandler: rateLimitedByIp(checkRateLimit, RATE_LIMITS.writeReview),
      },
      answered(
        route({
          decode: fromBody(WriteReviewBody),
          who: signedInCustomer,
          run: (fields, customer) =>
            reviews
              .writeReview(customer, {
                articleId: fields.article_id,
                designId: fields.design_id,
                authorName: fields.author_name,
                rating: fields.rating,
                title: fields.title,
                body: fields.body,
                email: fields.email,
                orderPublicId: fields.order_public_id,
                store: fields.store ?? reviews.defaultStore,
              })
              .map(reviewView),
          errors: reviewsErrorAnswer,
          status: 201,
          answer: ReviewCodec,
        }),
      ),
    );
  };

import { errAsync, okAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { CommunityGateway, ReviewOutcome } from '../../core/storefront/community/community-gateway.port.ts';
import {
  NEWSLETTER_PATHS,
  NewsletterOutcomeCodec,
  OwnSubscriptionCodec,
  SubscriptionRequestedCodec,
} from '../shop-api-contract/newsletter.codec.ts';
import {
  REVIEWS_PATHS,
  ReviewableOrderCodec,
  ReviewCodec,
  ReviewListCodec,
} from '../shop-api-contract/reviews.codec.ts';
import { shownReview, shownReviewList } from '../shop-in-process/community-views.ts';
import type { ShopApiClient } from './shop-api-client.ts';

const orderPath = (publicId: string) => REVIEWS_PATHS.order.replace(':public_id', encodeURIComponent(publicId));

/**
 * Reviews and the newsletter over the Shop API. The client reports refusals other than field errors as one
 * failure, so a refused link reads as not working and a refused order as not the shopper's.
 */
export const httpCommunityGateway = (shopApi: ShopApiClient): CommunityGateway => ({
  reviews: ({ page, pageSize, rating, articleId, designId, locale }) =>
    shopApi
      .call(
        {
          method: 'GET',
          path: REVIEWS_PATHS.reviews,
          params: { page, page_size: pageSize, rating, article_id: articleId, design_id: designId, locale },
        },
        ReviewListCodec,
      )
      .mapErr(() => apiRequestFailed(REVIEWS_PATHS.reviews))
      .andThen((answer) =>
        answer.kind === 'data'
          ? okAsync(shownReviewList(answer.data))
          : errAsync(apiRequestFailed(REVIEWS_PATHS.reviews)),
      ),
  reviewableOrder: (publicId, token) =>
    shopApi
      .call({ method: 'GET', path: orderPath(publicId), params: { token: token ?? undefined } }, ReviewableOrderCodec)
      .map((answer) => (answer.kind === 'data' ? answer.data : null))
      .orElse(() => okAsync(null)),
  writeReview: (form, idempotencyKey) =>
    shopApi
      .call(
        {
          method: 'POST',
          path: REVIEWS_PATHS.reviews,
          params: {
            order_public_id: form.orderPublicId,
            order_line_id: form.orderLineId,
            token: form.token ?? undefined,
            rating: form.rating,
            title: form.title,
            body: form.body,
            photo_id: form.photoId ?? undefined,
          },
          idempotencyKey,
        },
        ReviewCodec,
      )
      .map((answer): ReviewOutcome =>
        answer.kind === 'data'
          ? { kind: 'sent', review: shownReview(answer.data) }
          : { kind: 'invalid', problems: answer.fields.map(({ field }) => ({ field, problem: 'Invalid' })) },
      )
      .orElse(() => okAsync<ReviewOutcome, never>({ kind: 'refused', reason: 'NotFound' })),
  subscribe: (email) =>
    shopApi
      .call({ method: 'POST', path: NEWSLETTER_PATHS.subscriptions, params: { email } }, SubscriptionRequestedCodec)
      .map((answer) => (answer.kind === 'data' ? { kind: 'sent' as const } : { kind: 'invalid' as const }))
      .mapErr(() => apiRequestFailed(NEWSLETTER_PATHS.subscriptions)),
  confirm: (token) =>
    shopApi
      .call({ method: 'GET', path: NEWSLETTER_PATHS.confirm, params: { token } }, NewsletterOutcomeCodec)
      .map((answer) => (answer.kind === 'data' ? { kind: 'done' as const } : { kind: 'invalid' as const }))
      .orElse(() => okAsync({ kind: 'invalid' as const })),
  unsubscribe: (token) =>
    shopApi
      .call({ method: 'POST', path: NEWSLETTER_PATHS.unsubscribe, params: { token } }, NewsletterOutcomeCodec)
      .map((answer) => (answer.kind === 'data' ? { kind: 'done' as const } : { kind: 'invalid' as const }))
      .orElse(() => okAsync({ kind: 'invalid' as const })),
  ownNewsletter: () =>
    shopApi
      .call({ method: 'GET', path: NEWSLETTER_PATHS.own, params: {} }, OwnSubscriptionCodec)
      .map((answer) => (answer.kind === 'data' ? answer.data : null))
      .mapErr(() => apiRequestFailed(NEWSLETTER_PATHS.own)),
  setOwnNewsletter: (subscribed) =>
    shopApi
      .call({ method: subscribed ? 'PUT' : 'DELETE', path: NEWSLETTER_PATHS.own, params: {} }, OwnSubscriptionCodec)
      .map((answer) => (answer.kind === 'data' ? answer.data : null))
      .mapErr(() => apiRequestFailed(NEWSLETTER_PATHS.own)),
});

import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { Customer } from '../../core/domain/customers/customer.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import { isLocale } from '../../core/domain/site/locale.ts';
import { storeFor, type StoreSlug } from '../../core/domain/site/stores.ts';
import type { ShopNewsletter } from '../../core/shop/newsletter/shop-newsletter.ts';
import type { ShopReviews } from '../../core/shop/reviews/shop-reviews.ts';
import type {
  CommunityGateway,
  OwnNewsletter,
  ReviewOutcome,
} from '../../core/storefront/community/community-gateway.port.ts';
import { NEWSLETTER_PATHS } from '../shop-api-contract/newsletter.codec.ts';
import { REVIEWS_PATHS } from '../shop-api-contract/reviews.codec.ts';
import { shownReview, shownReviewList } from './community-views.ts';

const REFUSALS = {
  ReviewOrderNotFound: 'NotFound',
  OrderNotDelivered: 'NotDelivered',
  ReviewAlreadyWritten: 'AlreadyReviewed',
} as const;

/** Reviews and the newsletter in-process, as the server renders pages (the same answers as over HTTP). */
export const inProcessCommunityGateway = (
  reviews: ShopReviews,
  newsletter: ShopNewsletter,
  store: StoreSlug,
  sessionId: SessionId,
  customer: () => Promise<Customer | null>,
): CommunityGateway => ({
  reviews: ({ page, pageSize, rating, articleId, designId, locale, withArticles }) =>
    reviews
      .listReviews({
        page,
        pageSize,
        rating: rating as 1 | 2 | 3 | 4 | 5 | undefined,
        articleId,
        designId,
        locale: isLocale(locale) ? locale : storeFor(store).locale,
        withArticles,
      })
      .map(shownReviewList)
      .mapErr(() => apiRequestFailed(REVIEWS_PATHS.reviews)),
  reviewableOrder: (publicId, token) =>
    ResultAsync.fromSafePromise(customer()).andThen((signedIn) =>
      reviews
        .reviewableOrder({ customer: signedIn, token: token ?? undefined }, publicId)
        .map((order) => ({ ...order }))
        .orElse((error) =>
          error.type === 'ReviewOrderNotFound' ? okAsync(null) : errAsync(apiRequestFailed(REVIEWS_PATHS.order)),
        ),
    ),
  writeReview: (form) =>
    ResultAsync.fromSafePromise(customer()).andThen((signedIn) =>
      reviews
        .writeReview(
          { customer: signedIn, token: form.token ?? undefined, sessionId },
          { ...form, photoId: form.photoId ?? undefined, store },
        )
        .map((review): ReviewOutcome => ({ kind: 'sent', review: shownReview(review) }))
        .orElse((error) =>
          error.type === 'InvalidFields'
            ? okAsync<ReviewOutcome, never>({ kind: 'invalid', problems: error.problems })
            : error.type === 'RepositoryFailure'
              ? errAsync(apiRequestFailed(REVIEWS_PATHS.reviews))
              : okAsync<ReviewOutcome, never>({ kind: 'refused', reason: REFUSALS[error.type] }),
        ),
    ),
  subscribe: (email) =>
    newsletter
      .subscribe(email, store)
      .map(() => ({ kind: 'sent' as const }))
      .orElse((error) =>
        error.type === 'InvalidFields'
          ? okAsync({ kind: 'invalid' as const })
          : errAsync(apiRequestFailed(NEWSLETTER_PATHS.subscriptions)),
      ),
  confirm: (token) =>
    newsletter
      .confirm(token)
      .map(() => ({ kind: 'done' as const }))
      .orElse((error) =>
        error.type === 'InvalidNewsletterToken'
          ? okAsync({ kind: 'invalid' as const })
          : errAsync(apiRequestFailed(NEWSLETTER_PATHS.confirm)),
      ),
  unsubscribe: (token) =>
    newsletter
      .unsubscribe(token)
      .map(() => ({ kind: 'done' as const }))
      .orElse((error) =>
        error.type === 'InvalidNewsletterToken'
          ? okAsync({ kind: 'invalid' as const })
          : errAsync(apiRequestFailed(NEWSLETTER_PATHS.unsubscribe)),
      ),
  ownNewsletter: () =>
    ResultAsync.fromSafePromise(customer()).andThen((signedIn) =>
      newsletter
        .ownSubscription(signedIn)
        .map((own): OwnNewsletter | null => own)
        .orElse((error) =>
          error.type === 'SubscriberRequired' ? okAsync(null) : errAsync(apiRequestFailed(NEWSLETTER_PATHS.own)),
        ),
    ),
  setOwnNewsletter: (subscribed) =>
    ResultAsync.fromSafePromise(customer()).andThen((signedIn) =>
      (subscribed ? newsletter.subscribeOwn(signedIn, store) : newsletter.unsubscribeOwn(signedIn))
        .map((own): OwnNewsletter | null => own)
        .orElse((error) =>
          error.type === 'SubscriberRequired' ? okAsync(null) : errAsync(apiRequestFailed(NEWSLETTER_PATHS.own)),
        ),
    ),
});

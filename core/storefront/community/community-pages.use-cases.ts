import { okAsync, ResultAsync } from 'neverthrow';
import { firstQueryValue } from '../../domain/routing/query.ts';
import type { RouteMatch } from '../../domain/routing/route-match.ts';
import { validateEmail } from '../../domain/validation/email.ts';
import { textLength } from '../../domain/forms/field-problem.ts';
import type {
  CommunityGateway,
  ReviewForm,
  ReviewOutcome,
  ShownReviewableOrder,
  ShownReviewList,
  SubscribeOutcome,
} from './community-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** Reviews per page on /reviews and on a design page. */
export const REVIEWS_PAGE_SIZE = 10;
export const DESIGN_REVIEWS_PAGE_SIZE = 5;

const positiveInteger = (text: string | undefined): number | undefined =>
  text !== undefined && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined;

export type ReviewsFilter = { readonly rating?: number | undefined; readonly articleId?: number | undefined };

export type ReviewsPageData = {
  readonly list: ShownReviewList;
  readonly filter: ReviewsFilter;
  /** The order the review form is about (`?order=`), or null: none asked, or not the shopper's. */
  readonly order: ShownReviewableOrder | null;
  /** `?order=` was given: the page says when that order cannot be reviewed by this shopper. */
  readonly orderAsked: string | null;
  readonly token: string | null;
};

/** `/reviews?rating=&article_id=&page=`, and the review form of `?order=` (with the link's `token`). */
export const loadReviewsPage =
  (community: CommunityGateway) =>
  (match: RouteMatch): ResultAsync<ReviewsPageData, ShopUnavailable> => {
    const ratingValue = positiveInteger(firstQueryValue(match.query, 'rating'));
    const rating = ratingValue !== undefined && ratingValue <= 5 ? ratingValue : undefined;
    const articleId = positiveInteger(firstQueryValue(match.query, 'article_id'));
    const page = positiveInteger(firstQueryValue(match.query, 'page')) ?? 1;
    const orderAsked = firstQueryValue(match.query, 'order')?.trim() || null;
    const token = firstQueryValue(match.query, 'token') || null;
    const validOrder = orderAsked !== null && /^[A-Za-z0-9-]{1,40}$/.test(orderAsked) ? orderAsked : null;
    return ResultAsync.combine([
      community.reviews({ page, pageSize: REVIEWS_PAGE_SIZE, rating, articleId, locale: match.locale }),
      validOrder === null ? okAsync(null) : community.reviewableOrder(validOrder, token),
    ] as const).map(([list, order]) => ({ list, filter: { rating, articleId }, order, orderAsked, token }));
  };

export type NewsletterPageData = { readonly token: string | null };

/** `/newsletter`, and the confirmation link's `?token=` (confirmed by the page once open, never by a crawler's GET). */
export const loadNewsletterPage = (match: RouteMatch): ResultAsync<NewsletterPageData, never> =>
  okAsync({ token: firstQueryValue(match.query, 'token') || null });

/** The unsubscribe page reads its token as the newsletter page does. */
export const loadUnsubscribePage = loadNewsletterPage;

export type ReviewFormProblem = { readonly field: 'rating' | 'body' | 'title'; readonly problem: string };

/** The rules the shop applies, checked before sending: stars 1 to 5, a text of at most 2000 characters, a title of 120. */
export const reviewFormProblems = (form: ReviewForm): readonly ReviewFormProblem[] => [
  ...(Number.isInteger(form.rating) && form.rating >= 1 && form.rating <= 5
    ? []
    : [{ field: 'rating' as const, problem: 'Required' }]),
  ...(textLength(form.title.trim()) > 120 ? [{ field: 'title' as const, problem: 'TooLong' }] : []),
  ...(form.body.trim() === ''
    ? [{ field: 'body' as const, problem: 'Required' }]
    : textLength(form.body.trim()) > 2000
      ? [{ field: 'body' as const, problem: 'TooLong' }]
      : []),
];

/** What the community pages ask of the shop; a form that breaks the rules is answered here, without a request. */
export const communityUseCases = (
  community: Omit<CommunityGateway, 'reviewableOrder'>,
  newIdempotencyKey: () => string,
) => ({
  subscribe: (email: string): ResultAsync<SubscribeOutcome, ShopUnavailable> =>
    validateEmail(email.trim()).isErr() ? okAsync({ kind: 'invalid' }) : community.subscribe(email.trim()),
  confirm: (token: string) => community.confirm(token),
  unsubscribe: (token: string) => community.unsubscribe(token),
  ownNewsletter: () => community.ownNewsletter(),
  setOwnNewsletter: (subscribed: boolean) => community.setOwnNewsletter(subscribed),
  writeReview: (form: ReviewForm): ResultAsync<ReviewOutcome, ShopUnavailable> => {
    const problems = reviewFormProblems(form);
    return problems.length > 0
      ? okAsync({ kind: 'invalid', problems })
      : community.writeReview(form, newIdempotencyKey());
  },
  reviews: (query: Parameters<CommunityGateway['reviews']>[0]) => community.reviews(query),
});

export type CommunityUseCases = ReturnType<typeof communityUseCases>;

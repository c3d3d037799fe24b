import type { ResultAsync } from 'neverthrow';
import type { FieldProblem } from '../../domain/forms/field-problem.ts';
import type { PictureSources } from '../../domain/media/picture-sources.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

export type ShownReview = {
  readonly id: string;
  readonly articleId: number;
  readonly designId: string | null;
  readonly authorName: string;
  readonly country: string | null;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  /** The language its title and body are written in, whatever the language of the page showing it. */
  readonly locale: string;
  readonly photo: PictureSources | null;
  readonly status: 'pending' | 'published' | 'hidden';
  /** ISO 8601 instant. */
  readonly createdAt: string;
};

export type ShownReviewSummary = {
  readonly average: number | null;
  readonly total: number;
  readonly counts: {
    readonly 1: number;
    readonly 2: number;
    readonly 3: number;
    readonly 4: number;
    readonly 5: number;
  };
};

export type ShownReviewList = {
  readonly reviews: readonly ShownReview[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly summary: ShownReviewSummary;
  readonly articles: readonly { readonly id: number; readonly name: string }[];
};

export type ReviewListQuery = {
  readonly page: number;
  readonly pageSize: number;
  readonly rating?: number | undefined;
  readonly articleId?: number | undefined;
  readonly designId?: string | undefined;
  readonly locale: string;
  /** False when the page offers no filter by article: its `articles` may then come empty. */
  readonly withArticles?: boolean | undefined;
};

export type ShownReviewableOrder = {
  readonly publicId: string;
  readonly delivered: boolean;
  readonly lines: readonly {
    readonly lineId: string;
    readonly articleId: number;
    readonly designId: string | null;
    readonly name: string;
    readonly reviewed: boolean;
  }[];
};

export type ReviewForm = {
  readonly orderPublicId: string;
  readonly orderLineId: string;
  readonly token: string | null;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly photoId: string | null;
};

/** Written and waiting for moderation; or refused for its fields, or because that line cannot be reviewed. */
export type ReviewOutcome =
  | { readonly kind: 'sent'; readonly review: ShownReview }
  | { readonly kind: 'invalid'; readonly problems: readonly FieldProblem[] }
  | { readonly kind: 'refused'; readonly reason: 'NotFound' | 'NotDelivered' | 'AlreadyReviewed' };

export type SubscribeOutcome = { readonly kind: 'sent' } | { readonly kind: 'invalid' };
/** A link that worked, or one that is forged, expired or was already overtaken by an opt-out. */
export type NewsletterLinkOutcome = { readonly kind: 'done' } | { readonly kind: 'invalid' };

/** The signed-in customer's own newsletter subscription; 'none' when the address never subscribed. */
export type OwnNewsletter = {
  readonly email: string;
  readonly status: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
};

/** Reviews and the newsletter as the storefront reaches them. */
export interface CommunityGateway {
  /** One page of published reviews with the stars summary and the reviewed articles. */
  reviews(query: ReviewListQuery): ResultAsync<ShownReviewList, ShopUnavailable>;
  /** The order to review, or null when it is not the shopper's (or the link's token does not open it). */
  reviewableOrder(publicId: string, token: string | null): ResultAsync<ShownReviewableOrder | null, ShopUnavailable>;
  writeReview(form: ReviewForm, idempotencyKey: string): ResultAsync<ReviewOutcome, ShopUnavailable>;
  subscribe(email: string): ResultAsync<SubscribeOutcome, ShopUnavailable>;
  confirm(token: string): ResultAsync<NewsletterLinkOutcome, ShopUnavailable>;
  unsubscribe(token: string): ResultAsync<NewsletterLinkOutcome, ShopUnavailable>;
  /** The signed-in customer's subscription, or null for a visitor who is not signed in. */
  ownNewsletter(): ResultAsync<OwnNewsletter | null, ShopUnavailable>;
  /** Subscribes (double opt-in: a confirmation mail) or unsubscribes the signed-in customer's address. */
  setOwnNewsletter(subscribed: boolean): ResultAsync<OwnNewsletter | null, ShopUnavailable>;
}

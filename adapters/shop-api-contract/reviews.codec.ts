import { documented } from './json-schema.ts';
import { LocaleCodec } from './help-center.codec.ts';
import * as t from 'io-ts';
import { ArticleIdFromString, StoreSlugCodec } from './catalogue.codec.ts';
import { boundedString, IntFromString, matching } from './pattern.codec.ts';
import { PositiveIntFromString, positiveIntUpTo } from './primitives.codec.ts';
import { MAX_REVIEW_PAGE_SIZE } from '../../core/shop/reviews/list-reviews.use-case.ts';
import { wireType } from './wire-object.ts';

/** Review paths, relative to the Shop API base path. */
export const REVIEWS_PATHS = {
  reviews: '/reviews',
  order: '/reviews/orders/:public_id',
  publish: '/reviews/:id/publish',
} as const;

/** An order's public id, as tracking and the review link carry it. */
const OrderPublicId = matching('OrderPublicId', /^[A-Za-z0-9-]{1,40}$/, 'expected an order number');
/** A review link's signed token; anything longer than any token the shop makes is refused unread. */
const ReviewLinkToken = boundedString('ReviewLinkToken', 512);

const RatingFromString = documented(
  new t.Type<1 | 2 | 3 | 4 | 5, string, unknown>(
    'RatingFromString',
    (u): u is 1 | 2 | 3 | 4 | 5 => u === 1 || u === 2 || u === 3 || u === 4 || u === 5,
    (u, c) =>
      typeof u === 'string' && /^[1-5]$/.test(u)
        ? t.success(Number(u) as 1 | 2 | 3 | 4 | 5)
        : t.failure(u, c, 'expected a rating from 1 to 5'),
    String,
  ),
  { type: 'string', enum: ['1', '2', '3', '4', '5'] },
);

/** Without article_id, the reviews of the whole shop (the /reviews page). */
export const ReviewsQuery = t.partial({
  article_id: ArticleIdFromString,
  design_id: matching('DesignId', /^[A-Za-z0-9_-]{1,64}$/, 'expected a design id (letters, digits, _ and -)'),
  rating: RatingFromString,
  locale: LocaleCodec,
  page: PositiveIntFromString,
  page_size: positiveIntUpTo('ReviewPageSize', MAX_REVIEW_PAGE_SIZE),
  ext_session_id: t.string,
});

/** The review form: one line of a delivered order; `token` is the review link's, for a shopper not signed in. */
export const WriteReviewBody = t.intersection([
  t.type({
    order_public_id: OrderPublicId,
    order_line_id: boundedString('OrderLineId', 64),
    rating: IntFromString,
    body: t.string,
  }),
  t.partial({
    title: t.string,
    photo_id: boundedString('UploadId', 64),
    token: ReviewLinkToken,
    store: StoreSlugCodec,
    ext_session_id: t.string,
  }),
]);

export const ReviewableOrderParams = t.type({ public_id: OrderPublicId });
export const ReviewableOrderQuery = t.partial({ token: ReviewLinkToken, ext_session_id: t.string });
export const PublishReviewParams = t.type({ id: boundedString('ReviewId', 64) });

// ---- Responses ----

/** What a review says and who wrote it, as the Shop API answers it and the review pages show it. */
export const REVIEW_TEXT_FIELDS = {
  id: t.string,
  articleId: t.number,
  designId: t.union([t.string, t.null]),
  authorName: t.string,
  country: t.union([t.string, t.null]),
  rating: t.number,
  title: t.string,
  body: t.string,
};

export const ReviewCodec = wireType(
  {
    ...REVIEW_TEXT_FIELDS,
    photo: t.union([
      wireType(
        {
          uploadId: t.string,
          widths: t.readonlyArray(t.number),
          formats: t.keyof({ photo: null, graphic: null }),
        },
        'ReviewPhoto',
      ),
      t.null,
    ]),
    locale: t.string,
    status: t.keyof({ pending: null, published: null, hidden: null }),
    verifiedPurchase: t.boolean,
    /** ISO 8601 instant. */
    createdAt: t.string,
  },
  'Review',
);

export const ReviewSummaryCodec = wireType(
  {
    average: t.union([t.number, t.null]),
    total: t.number,
    counts: wireType({ 1: t.number, 2: t.number, 3: t.number, 4: t.number, 5: t.number }, 'RatingCounts'),
  },
  'ReviewSummary',
);

export const ReviewListCodec = wireType(
  {
    reviews: t.readonlyArray(ReviewCodec),
    page: t.number,
    pageSize: t.number,
    total: t.number,
    summary: ReviewSummaryCodec,
    articles: t.readonlyArray(wireType({ id: t.number, name: t.string }, 'ReviewedArticle')),
  },
  'ReviewList',
);

export const ReviewableOrderCodec = wireType(
  {
    publicId: t.string,
    delivered: t.boolean,
    lines: t.readonlyArray(
      wireType(
        {
          lineId: t.string,
          articleId: t.number,
          designId: t.union([t.string, t.null]),
          name: t.string,
          reviewed: t.boolean,
        },
        'ReviewableLine',
      ),
    ),
  },
  'ReviewableOrder',
);

export const PublishedReviewCodec = wireType({ id: t.string }, 'PublishedReview');

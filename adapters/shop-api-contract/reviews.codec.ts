import * as t from 'io-ts';
import { ArticleIdFromString, StoreSlugCodec } from './catalogue.codec.ts';
import { envelope } from './envelope.codec.ts';
import { IntFromString, matching } from './pattern.codec.ts';
import { PositiveIntFromString } from './primitives.codec.ts';

/** Review paths, relative to the Shop API base path. */
export const REVIEWS_PATHS = { reviews: '/reviews' } as const;

const RatingFromString = new t.Type<1 | 2 | 3 | 4 | 5, string, unknown>(
  'RatingFromString',
  (u): u is 1 | 2 | 3 | 4 | 5 => u === 1 || u === 2 || u === 3 || u === 4 || u === 5,
  (u, c) =>
    typeof u === 'string' && /^[1-5]$/.test(u)
      ? t.success(Number(u) as 1 | 2 | 3 | 4 | 5)
      : t.failure(u, c, 'expected a rating from 1 to 5'),
  String,
);

/** Without article_id, the reviews of the whole shop (the /reviews page). */
export const ReviewsQuery = t.partial({
  article_id: ArticleIdFromString,
  rating: RatingFromString,
  page: PositiveIntFromString,
  page_size: PositiveIntFromString,
  ext_session_id: t.string,
});

/** The review form; a guest adds the e-mail and number of the order the article came in. */
export const WriteReviewBody = t.intersection([
  t.type({ article_id: ArticleIdFromString, author_name: t.string, rating: IntFromString, body: t.string }),
  t.partial({
    title: t.string,
    design_id: matching('DesignId', /^[A-Za-z0-9_-]{0,64}$/, 'expected a design id (letters, digits, _ and -)'),
    email: t.string,
    order_public_id: t.string,
    store: StoreSlugCodec,
    ext_session_id: t.string,
  }),
]);

// ---- Responses ----

export const ReviewCodec = t.type({
  id: t.string,
  articleId: t.number,
  designId: t.union([t.string, t.null]),
  authorName: t.string,
  rating: t.number,
  title: t.string,
  body: t.string,
  locale: t.string,
  verifiedPurchase: t.boolean,
  /** ISO 8601 instant. */
  createdAt: t.string,
});

export const ReviewSummaryCodec = t.type({
  average: t.union([t.number, t.null]),
  total: t.number,
  counts: t.type({ 1: t.number, 2: t.number, 3: t.number, 4: t.number, 5: t.number }),
});

export const ReviewListCodec = t.type({
  reviews: t.readonlyArray(ReviewCodec),
  page: t.number,
  pageSize: t.number,
  total: t.number,
  summary: ReviewSummaryCodec,
});

export const ReviewListResponse = envelope(ReviewListCodec);
export const ReviewResponse = envelope(ReviewCodec);

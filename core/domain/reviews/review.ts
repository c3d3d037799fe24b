import type { CustomerId } from '../customers/customer.ts';
import { ratingSummary } from '../catalogue/rating.ts';
import type { ImageFormatSet } from '../media/image-format.ts';
import type { Locale } from '../site/locale.ts';

export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const isReviewRating = (value: number): value is ReviewRating =>
  (REVIEW_RATINGS as readonly number[]).includes(value);

/** A review waits for the administrator ('pending'), who shows it ('published') or takes it down ('hidden'); visitors see only published ones. */
export type ReviewStatus = 'pending' | 'published' | 'hidden';

/** A review the administrator shows ('published') or takes down ('hidden'). */
export type ReviewVerdict = Exclude<ReviewStatus, 'pending'>;

/** An uploaded photo as the upload routes serve it: its id, the widths it was re-encoded at and its formats. */
export type ReviewPhoto = {
  readonly uploadId: string;
  readonly widths: readonly number[];
  readonly formats: ImageFormatSet;
};

/** A review as stored; order, line and customer are null for reviews imported without an order (demo data). */
export type Review = {
  readonly id: string;
  readonly articleId: number;
  readonly designId: string | null;
  readonly customerId: CustomerId | null;
  readonly orderId: string | null;
  readonly orderLineId: string | null;
  /** The reviewer's first name. */
  readonly authorName: string;
  /** The country the order was shipped to (ISO 3166 alpha-2), or null when unknown. */
  readonly country: string | null;
  readonly rating: ReviewRating;
  readonly title: string;
  readonly body: string;
  readonly photo: ReviewPhoto | null;
  readonly locale: Locale;
  readonly status: ReviewStatus;
  /** Milliseconds since the Unix epoch. */
  readonly createdAt: number;
};

/** What any visitor may read: no order, line or customer id, only whether the purchase was checked. */
export type PublicReview = Omit<Review, 'orderId' | 'customerId' | 'orderLineId'> & {
  readonly verifiedPurchase: boolean;
};

export const publicReview = ({
  orderId,
  customerId: _customerId,
  orderLineId: _line,
  ...review
}: Review): PublicReview => ({
  ...review,
  verifiedPurchase: orderId !== null,
});

/** Limits of a review's texts, in characters. */
export const REVIEW_LIMITS = { title: 120, body: 2000, orderPublicId: 40 } as const;

/** How many reviews gave each number of stars. */
export type RatingCounts = { readonly [R in ReviewRating]: number };

export type ReviewSummary = {
  /** Mean of the stars to one decimal; null while nobody has reviewed. */
  readonly average: number | null;
  readonly total: number;
  readonly counts: RatingCounts;
};

/** The counts per star with the catalogue's average rule applied to them. */
export const reviewSummary = (counts: RatingCounts): ReviewSummary => {
  const total = REVIEW_RATINGS.reduce((sum, rating) => sum + counts[rating], 0);
  const stars = REVIEW_RATINGS.reduce((sum, rating) => sum + rating * counts[rating], 0);
  return { average: ratingSummary(total, stars)?.average ?? null, total, counts };
};

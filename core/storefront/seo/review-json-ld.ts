import type { ShownReview, ShownReviewList, ShownReviewSummary } from '../community/community-gateway.port.ts';

export type AggregateRatingJsonLd = {
  readonly '@type': 'AggregateRating';
  readonly ratingValue: number;
  readonly reviewCount: number;
  readonly bestRating: 5;
  readonly worstRating: 1;
};

export type ReviewJsonLd = {
  readonly '@type': 'Review';
  readonly author: { readonly '@type': 'Person'; readonly name: string };
  readonly datePublished: string;
  readonly name?: string;
  readonly reviewBody: string;
  /** The review's own language, which may not be the page's. */
  readonly inLanguage: string;
  readonly reviewRating: {
    readonly '@type': 'Rating';
    readonly ratingValue: number;
    readonly bestRating: 5;
    readonly worstRating: 1;
  };
};

/** schema.org AggregateRating of the stars given; none while nobody has reviewed. */
export const aggregateRatingJsonLd = (summary: ShownReviewSummary): AggregateRatingJsonLd | undefined =>
  summary.average === null
    ? undefined
    : {
        '@type': 'AggregateRating',
        ratingValue: summary.average,
        reviewCount: summary.total,
        bestRating: 5,
        worstRating: 1,
      };

/** schema.org Review of one published review: the reviewer's first name, the day, the text as written and its language. */
export const reviewJsonLd = (review: ShownReview): ReviewJsonLd => ({
  '@type': 'Review',
  author: { '@type': 'Person', name: review.authorName },
  datePublished: review.createdAt.slice(0, 10),
  ...(review.title === '' ? {} : { name: review.title }),
  reviewBody: review.body,
  inLanguage: review.locale,
  reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
});

/**
 * The rating and the shown reviews, to merge into the JSON-LD of what was reviewed; given an article, only the
 * reviews of the design printed on it, the product the page's JSON-LD states.
 */
export const reviewsJsonLdOf = (list: ShownReviewList, articleId?: number) => {
  const aggregateRating = aggregateRatingJsonLd(list.summary);
  const shown = articleId === undefined ? list.reviews : list.reviews.filter((each) => each.articleId === articleId);
  return aggregateRating === undefined ? {} : { aggregateRating, review: shown.map(reviewJsonLd) };
};

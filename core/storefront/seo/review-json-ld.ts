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

/** schema.org Review of one published review: the reviewer's first name, the day, the text as written. */
export const reviewJsonLd = (review: ShownReview): ReviewJsonLd => ({
  '@type': 'Review',
  author: { '@type': 'Person', name: review.authorName },
  datePublished: review.createdAt.slice(0, 10),
  ...(review.title === '' ? {} : { name: review.title }),
  reviewBody: review.body,
  reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
});

/** The rating and the shown reviews, to merge into the JSON-LD of what was reviewed. */
export const reviewsJsonLdOf = (list: ShownReviewList) => {
  const aggregateRating = aggregateRatingJsonLd(list.summary);
  return aggregateRating === undefined ? {} : { aggregateRating, review: list.reviews.map(reviewJsonLd) };
};

/** The shop's own reviews page: the store as an Organization with its rating and the page's reviews. */
export const shopReviewsJsonLd = (shop: { readonly name: string; readonly url: string }, list: ShownReviewList) => ({
  '@context': 'https://schema.org' as const,
  '@type': 'Organization' as const,
  name: shop.name,
  url: shop.url,
  ...reviewsJsonLdOf(list),
});

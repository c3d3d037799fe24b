import type { ReviewRepository } from '../../core/shop/reviews/review-repository.port.ts';
import { readCache, type CacheOptions } from './cached-catalogue.ts';

/**
 * The published reviews' reads kept for a short while per process, as the design record and its rating are:
 * the design page reads its stars on every visit. Publishing drops them, so this instance shows a new review at
 * once and others within the TTL; a pending review is shown nowhere, so adding one changes no kept read.
 */
export const cachedReviews = (
  reviews: ReviewRepository,
  options: CacheOptions,
): ReviewRepository & { readonly forgetAll: () => void } => {
  const cached = readCache(options);
  return {
    page: cached('page', reviews.page),
    ratingCounts: cached('ratingCounts', reviews.ratingCounts),
    reviewedArticles: cached('reviewedArticles', reviews.reviewedArticles),
    add: reviews.add,
    publish: (id) => {
      cached.forgetAll();
      return reviews.publish(id).map((outcome) => {
        cached.forgetAll();
        return outcome;
      });
    },
    pending: reviews.pending,
    /** For a writer outside this repository (the designs desk's moderation) whose change shows in kept reads. */
    forgetAll: cached.forgetAll,
  };
};

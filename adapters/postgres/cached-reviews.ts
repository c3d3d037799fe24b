import type { ChangeNotices } from '../../core/shop/change-notices.port.ts';
import { announced } from '../../core/shop/change-notices.ts';
import type { ReviewRepository } from '../../core/shop/reviews/review-repository.port.ts';
import { readCache, type CacheOptions } from './cached-catalogue.ts';

/**
 * The published reviews' reads kept per process, as the design record and its rating are: the design page reads its
 * stars on every visit. They are part of the catalogue: publishing one announces a catalogue notice, which every
 * instance (this one at once) forgets them on, as it does for the designs desk's moderation. A pending review is
 * shown nowhere, so adding one changes no kept read.
 */
export const cachedReviews = (
  reviews: ReviewRepository,
  options: CacheOptions,
  notices: ChangeNotices,
): ReviewRepository => {
  const cached = readCache(options);
  notices.subscribe((notice) => {
    if (notice === 'catalogue') cached.forgetAll();
  });
  return {
    page: cached('page', reviews.page),
    ratingCounts: cached('ratingCounts', reviews.ratingCounts),
    reviewedArticles: cached('reviewedArticles', reviews.reviewedArticles),
    add: reviews.add,
    publish: (id) => announced(notices, 'catalogue', reviews.publish(id)),
    pending: reviews.pending,
  };
};

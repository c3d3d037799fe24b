import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { catalogueView } from '../../domain/catalogue/catalogue-view.ts';
import { designArtwork } from '../../domain/catalogue/design-artwork.ts';
import type { DesignDetail, DesignId } from '../../domain/catalogue/design.ts';
import { ratingSummary } from '../../domain/catalogue/rating.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import { toArticle } from './catalogue-records.ts';
import type { DesignRepository, StoredDesignDetail } from './design-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { DesignNotFound } from '../../domain/catalogue/design.ts';
import { designNotFound } from '../../domain/catalogue/design.ts';

const toDesignDetail = ({ reviews, articles, artworks, ...design }: StoredDesignDetail): DesignDetail => ({
  ...design,
  articles: articles.map(toArticle),
  artworks: artworks.map(designArtwork),
  rating: ratingSummary(reviews.count, reviews.ratingSum),
});

/** A design's page in one store; a design the store does not sell is not found there. */
export const showDesign = (designs: DesignRepository) => {
  // A repository behind a read cache answers the same record again and again: its detail is built once.
  const built = new WeakMap<StoredDesignDetail, DesignDetail>();
  const detailOf = (stored: StoredDesignDetail) => {
    let detail = built.get(stored);
    if (!detail) built.set(stored, (detail = toDesignDetail(stored)));
    return detail;
  };
  return (id: DesignId, store: StoreSlug): ResultAsync<DesignDetail, DesignNotFound | RepositoryFailure> =>
    designs
      .designDetail(id, catalogueView(store))
      .andThen((stored) => (stored === null ? errAsync(designNotFound()) : okAsync(detailOf(stored))));
};

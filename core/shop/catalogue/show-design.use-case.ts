import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { CataloguePicture } from '../../domain/catalogue/catalogue-picture.ts';
import { catalogueView } from '../../domain/catalogue/catalogue-view.ts';
import type { DesignDetail, DesignId } from '../../domain/catalogue/design.ts';
import { ratingSummary } from '../../domain/catalogue/rating.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import { toArticle } from './catalogue-records.ts';
import type { DesignRepository, RepositoryFailure, StoredDesignDetail } from './design-repository.port.ts';

export type DesignNotFound = { readonly type: 'DesignNotFound' };

const toDesignDetail = ({ reviews, articles, ...design }: StoredDesignDetail): DesignDetail => {
  const shown = articles.map(toArticle);
  return {
    ...design,
    articles: shown,
    pictures: shown.flatMap((article): CataloguePicture[] => (article.picture ? [article.picture] : [])),
    rating: ratingSummary(reviews.count, reviews.ratingSum),
  };
};

/** A design's page in one store; a design the store does not sell is not found there. */
export const showDesign =
  (designs: DesignRepository) =>
  (id: DesignId, store: StoreSlug): ResultAsync<DesignDetail, DesignNotFound | RepositoryFailure> =>
    designs
      .designDetail(id, catalogueView(store))
      .andThen((stored) =>
        stored === null ? errAsync({ type: 'DesignNotFound' as const }) : okAsync(toDesignDetail(stored)),
      );

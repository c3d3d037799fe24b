import type { ResultAsync } from 'neverthrow';
import type { StoredPicture } from '../../domain/catalogue/catalogue-picture.ts';
import type { CatalogueView } from '../../domain/catalogue/catalogue-view.ts';
import type { ProductCollection } from '../../domain/catalogue/collection.ts';
import type { DesignQuery } from '../../domain/catalogue/design-query.ts';
import type { DesignId } from '../../domain/catalogue/design.ts';
import type { StorePrice } from '../../domain/catalogue/store-price.ts';
import type { Tag } from '../../domain/catalogue/tag.ts';
import type { StoredImage } from '../../domain/media/picture-sources.ts';
import type { StoredArticle } from './article-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** A design as a listing reads it: texts already in the view's language, the picture not yet turned into sources. */
export type StoredDesignSummary = {
  readonly id: DesignId;
  readonly slug: string;
  readonly name: string;
  readonly collection: ProductCollection;
  readonly picture: StoredPicture | null;
  readonly price: StorePrice;
};

export type StoredDesignPage = {
  readonly designs: readonly StoredDesignSummary[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
};

/** A design's page as stored: each article carries this design's picture on it. */
export type StoredDesignDetail = {
  readonly id: DesignId;
  readonly slug: string;
  readonly name: string;
  readonly collection: ProductCollection;
  readonly articles: readonly StoredArticle[];
  /** The design's print artworks, one per aspect. */
  readonly artworks: readonly StoredImage[];
  readonly tags: readonly Tag[];
  readonly reviews: { readonly count: number; readonly ratingSum: number };
};

/** Where the shop keeps its designs; only published designs the view's store sells are ever read. */
export interface DesignRepository {
  /** One page of the designs matching the query, in its sort order with ties broken by id; pages counted from 1. */
  pageOfDesigns(query: DesignQuery, view: CatalogueView): ResultAsync<StoredDesignPage, RepositoryFailure>;
  /** One design with its articles (by price, then id), tags (by slug) and review totals; null when not sold. */
  designDetail(id: DesignId, view: CatalogueView): ResultAsync<StoredDesignDetail | null, RepositoryFailure>;
}

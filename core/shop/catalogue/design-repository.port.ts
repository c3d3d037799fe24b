import type { ResultAsync } from 'neverthrow';
import type { ProductCollection } from '../../domain/catalogue/collection.ts';
import type { DesignPage } from '../../domain/catalogue/design.ts';

export type RepositoryFailure = { readonly type: 'RepositoryFailure'; readonly cause: string };

/** Where the shop keeps its designs. */
export interface DesignRepository {
  /** One page of a collection, most popular first; pages counted from 1. */
  pageOfCollection(
    collection: ProductCollection,
    page: number,
    pageSize: number,
  ): ResultAsync<DesignPage, RepositoryFailure>;
}

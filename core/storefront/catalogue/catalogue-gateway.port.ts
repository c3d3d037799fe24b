import type { ResultAsync } from 'neverthrow';
import type { ProductCollection } from '../../domain/catalogue/collection.ts';
import type { DesignPage, HomeBlock } from '../../domain/catalogue/design.ts';
import type { CatalogueError } from '../../domain/errors/error-catalogue.ts';

export type ShopUnavailable = Extract<CatalogueError, { type: 'ApiRequestFailed' }>;

/** The catalogue as the storefront sees it, wherever the shop service runs. */
export interface CatalogueGateway {
  /** One block per collection, each with the first `pageSize` designs. */
  homeBlocks(pageSize: number): ResultAsync<readonly HomeBlock[], ShopUnavailable>;
  /** One page of a collection's designs, pages counted from 1. */
  collectionDesigns(
    collection: ProductCollection,
    page: number,
    pageSize: number,
  ): ResultAsync<DesignPage, ShopUnavailable>;
}

import type { ResultAsync } from 'neverthrow';
import type { DesignPage, HomeBlock } from '../../domain/catalogue/design.ts';
import type { CatalogueGateway } from './catalogue-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** The block with the next page of its collection appended. */
export const showMoreDesigns =
  (catalogue: CatalogueGateway) =>
  (block: HomeBlock): ResultAsync<HomeBlock, ShopUnavailable> =>
    catalogue
      .collectionDesigns(block.collection, block.designs.page + 1, block.designs.pageSize)
      .map((next): HomeBlock => ({ collection: block.collection, designs: appendPage(block.designs, next) }));

const appendPage = (shown: DesignPage, next: DesignPage): DesignPage => ({
  designs: [...shown.designs, ...next.designs],
  page: next.page,
  pageSize: shown.pageSize,
  total: next.total,
});

/** How many designs the next page brings: a full page, or what is left of the listing. */
export const nextPageCount = (page: DesignPage): number =>
  Math.max(0, Math.min(page.pageSize, page.total - page.page * page.pageSize));

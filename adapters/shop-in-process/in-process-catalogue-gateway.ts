import { apiRequestFailed } from '../../core/domain/errors/error-catalogue.ts';
import type { listCollectionDesigns } from '../../core/shop/catalogue/list-collection-designs.use-case.ts';
import type { listHomeBlocks } from '../../core/shop/catalogue/list-home-blocks.use-case.ts';
import type { CatalogueGateway } from '../../core/storefront/catalogue/catalogue-gateway.port.ts';
import { SHOP_API_PATHS } from '../shop-api-contract/paths.ts';

export type ShopCatalogue = {
  readonly listHomeBlocks: ReturnType<typeof listHomeBlocks>;
  readonly listCollectionDesigns: ReturnType<typeof listCollectionDesigns>;
};

/** The catalogue served by the shop service's use cases in the same process: no HTTP hop during SSR. */
export const inProcessCatalogueGateway = (shop: ShopCatalogue): CatalogueGateway => ({
  homeBlocks: (pageSize) => shop.listHomeBlocks(pageSize).mapErr(() => apiRequestFailed(SHOP_API_PATHS.homeBlocks)),
  collectionDesigns: (collection, page, pageSize) =>
    shop
      .listCollectionDesigns(collection, page, pageSize)
      .mapErr(() => apiRequestFailed(SHOP_API_PATHS.collectionDesigns)),
});

import { errAsync, okAsync } from 'neverthrow';
import type { Article } from '../../core/domain/catalogue/article.ts';
import type { DesignDetail } from '../../core/domain/catalogue/design.ts';
import type { LandingPage } from '../../core/domain/catalogue/landing-page.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { CatalogueGateway } from '../../core/storefront/catalogue/catalogue-gateway.port.ts';
import { SHOP_API_PATHS } from '../shop-api-contract/paths.ts';
import type { ShopCatalogue } from '../../core/shop/catalogue/shop-catalogue.ts';

/** The catalogue served by the shop service's use cases in the same process: no HTTP hop during SSR. */
export const inProcessCatalogueGateway = (shop: ShopCatalogue): CatalogueGateway => ({
  homeBlocks: (pageSize) => shop.listHomeBlocks(pageSize).mapErr(() => apiRequestFailed(SHOP_API_PATHS.homeBlocks)),
  collectionDesigns: (collection, page, pageSize) =>
    shop
      .listCollectionDesigns(collection, page, pageSize)
      .mapErr(() => apiRequestFailed(SHOP_API_PATHS.collectionDesigns)),
  design: (id) =>
    shop
      .showDesign(id, shop.defaultStore)
      .map((design): DesignDetail | null => design)
      .orElse((error) =>
        error.type === 'DesignNotFound'
          ? okAsync(null)
          : errAsync(apiRequestFailed(`${SHOP_API_PATHS.designs}/${encodeURIComponent(id)}`)),
      ),
  designs: (filter, listing) =>
    shop
      .listDesigns({ ...filter, ...listing, store: shop.defaultStore })
      .mapErr(() => apiRequestFailed(SHOP_API_PATHS.designs)),
  articles: () => shop.listArticles(shop.defaultStore).mapErr(() => apiRequestFailed(SHOP_API_PATHS.articles)),
  article: (id) =>
    shop
      .showArticle(id, shop.defaultStore)
      .map((article): Article | null => article)
      .orElse((error) =>
        error.type === 'ArticleNotFound'
          ? okAsync(null)
          : errAsync(apiRequestFailed(`${SHOP_API_PATHS.articles}/${id}`)),
      ),
  suggestions: (text) =>
    shop
      .suggestSearch({ store: shop.defaultStore, text })
      .mapErr(() => apiRequestFailed(SHOP_API_PATHS.searchSuggestions)),
  tags: () => shop.listTags(shop.defaultStore).mapErr(() => apiRequestFailed(SHOP_API_PATHS.tags)),
  offers: (listing) =>
    shop.listOffers({ ...listing, store: shop.defaultStore }).mapErr(() => apiRequestFailed(SHOP_API_PATHS.offers)),
  landingPage: (slug, listing) =>
    shop
      .showLandingPage({ ...listing, slug, store: shop.defaultStore })
      .map((page): LandingPage | null => page)
      .orElse((error) =>
        error.type === 'LandingPageNotFound'
          ? okAsync(null)
          : errAsync(apiRequestFailed(`${SHOP_API_PATHS.landingPages}/${encodeURIComponent(slug)}`)),
      ),
});

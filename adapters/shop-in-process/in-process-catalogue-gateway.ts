import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Article } from '../../core/domain/catalogue/article.ts';
import type { ProductCollection } from '../../core/domain/catalogue/collection.ts';
import type { InvalidPaging } from '../../core/domain/catalogue/design-query.ts';
import type { DesignDetail, DesignPage, HomeBlock } from '../../core/domain/catalogue/design.ts';
import type { LandingPage } from '../../core/domain/catalogue/landing-page.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-catalogue.ts';
import type { StoreSlug } from '../../core/domain/site/stores.ts';
import type { RepositoryFailure } from '../../core/shop/catalogue/design-repository.port.ts';
import type { listArticles } from '../../core/shop/catalogue/list-articles.use-case.ts';
import type { listDesigns } from '../../core/shop/catalogue/list-designs.use-case.ts';
import type { listOffers } from '../../core/shop/catalogue/list-offers.use-case.ts';
import type { listTags } from '../../core/shop/catalogue/list-tags.use-case.ts';
import type { showArticle } from '../../core/shop/catalogue/show-article.use-case.ts';
import type { showDesign } from '../../core/shop/catalogue/show-design.use-case.ts';
import type { showLandingPage } from '../../core/shop/catalogue/show-landing-page.use-case.ts';
import type { CatalogueGateway } from '../../core/storefront/catalogue/catalogue-gateway.port.ts';
import { SHOP_API_PATHS } from '../shop-api-contract/paths.ts';

/** The shop service's catalogue use cases; calls that name no store are for `defaultStore`. */
export type ShopCatalogue = {
  readonly defaultStore: StoreSlug;
  readonly listHomeBlocks: (
    pageSize: number,
    store?: StoreSlug,
  ) => ResultAsync<readonly HomeBlock[], RepositoryFailure>;
  readonly listCollectionDesigns: (
    collection: ProductCollection,
    page: number,
    pageSize: number,
    store?: StoreSlug,
  ) => ResultAsync<DesignPage, RepositoryFailure | InvalidPaging>;
  readonly listDesigns: ReturnType<typeof listDesigns>;
  readonly showDesign: ReturnType<typeof showDesign>;
  readonly listArticles: ReturnType<typeof listArticles>;
  readonly showArticle: ReturnType<typeof showArticle>;
  readonly listTags: ReturnType<typeof listTags>;
  readonly listOffers: ReturnType<typeof listOffers>;
  readonly showLandingPage: ReturnType<typeof showLandingPage>;
};

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
  article: (id) =>
    shop
      .showArticle(id, shop.defaultStore)
      .map((article): Article | null => article)
      .orElse((error) =>
        error.type === 'ArticleNotFound'
          ? okAsync(null)
          : errAsync(apiRequestFailed(`${SHOP_API_PATHS.articles}/${id}`)),
      ),
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

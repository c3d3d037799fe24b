import * as t from 'io-ts';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { ShopApiOutcome } from '../shop-api-contract/shop-api-envelope.ts';
import type { CatalogueGateway } from '../../core/storefront/catalogue/catalogue-gateway.port.ts';
import {
  ArticleCodec,
  DesignDetailCodec,
  DesignPageCodec,
  HomeBlockCodec,
  LandingPageCodec,
  OffersCodec,
  SearchSuggestionsCodec,
  TagWithCountCodec,
} from '../shop-api-contract/catalogue.codec.ts';
import { SHOP_API_PATHS } from '../shop-api-contract/paths.ts';
import type { ShopApiCallError, ShopApiClient } from './shop-api-client.ts';
import type { ShopUnavailable } from '../../core/storefront/shop-unavailable.ts';

/** Catalogue reads have no form to show errors in: a validation answer is as much a failure as any other. */
const dataOnly = <A>(path: string, outcome: ResultAsync<ShopApiOutcome<A>, ShopApiCallError>) =>
  outcome
    .mapErr((): ShopUnavailable => apiRequestFailed(path))
    .andThen((answer) => (answer.kind === 'data' ? okAsync(answer.data) : errAsync(apiRequestFailed(path))));

/** The catalogue over the Shop API, for the browser. */
export const httpCatalogueGateway = (shopApi: ShopApiClient): CatalogueGateway => ({
  homeBlocks: (pageSize) =>
    dataOnly(
      SHOP_API_PATHS.homeBlocks,
      shopApi.call(
        { method: 'GET', path: SHOP_API_PATHS.homeBlocks, params: { page_size: pageSize } },
        t.readonlyArray(HomeBlockCodec),
      ),
    ),
  collectionDesigns: (collection, page, pageSize) =>
    dataOnly(
      SHOP_API_PATHS.designs,
      shopApi.call(
        { method: 'GET', path: SHOP_API_PATHS.designs, params: { collection, page, page_size: pageSize } },
        DesignPageCodec,
      ),
    ),
  // An unknown design is the Shop API's 404 (4004), read as null like the port says.
  design: (id) => {
    const path = `${SHOP_API_PATHS.designs}/${encodeURIComponent(id)}`;
    return shopApi.find({ method: 'GET', path }, DesignDetailCodec).mapErr(() => apiRequestFailed(path));
  },
  designs: (filter, listing) =>
    dataOnly(
      SHOP_API_PATHS.designs,
      shopApi.call(
        {
          method: 'GET',
          path: SHOP_API_PATHS.designs,
          params: {
            ...(filter.articleId === undefined ? {} : { article: filter.articleId }),
            ...(filter.tagSlug === undefined ? {} : { tag: filter.tagSlug }),
            ...(filter.text === undefined ? {} : { query: filter.text }),
            page: listing.page,
            page_size: listing.pageSize,
            sort: listing.sort,
          },
        },
        DesignPageCodec,
      ),
    ),
  articles: () =>
    dataOnly(
      SHOP_API_PATHS.articles,
      shopApi.call({ method: 'GET', path: SHOP_API_PATHS.articles }, t.readonlyArray(ArticleCodec)),
    ),
  article: (id) => {
    const path = `${SHOP_API_PATHS.articles}/${id}`;
    return shopApi.find({ method: 'GET', path }, ArticleCodec).mapErr(() => apiRequestFailed(path));
  },
  suggestions: (text) =>
    dataOnly(
      SHOP_API_PATHS.searchSuggestions,
      shopApi.call(
        { method: 'GET', path: SHOP_API_PATHS.searchSuggestions, params: { query: text } },
        SearchSuggestionsCodec,
      ),
    ),
  tags: () =>
    dataOnly(
      SHOP_API_PATHS.tags,
      shopApi.call({ method: 'GET', path: SHOP_API_PATHS.tags }, t.readonlyArray(TagWithCountCodec)),
    ),
  offers: (listing) =>
    dataOnly(
      SHOP_API_PATHS.offers,
      shopApi.call(
        {
          method: 'GET',
          path: SHOP_API_PATHS.offers,
          params: { page: listing.page, page_size: listing.pageSize, sort: listing.sort },
        },
        OffersCodec,
      ),
    ),
  landingPage: (slug, listing) => {
    const path = `${SHOP_API_PATHS.landingPages}/${encodeURIComponent(slug)}`;
    return shopApi
      .find(
        { method: 'GET', path, params: { page: listing.page, page_size: listing.pageSize, sort: listing.sort } },
        LandingPageCodec,
      )
      .mapErr(() => apiRequestFailed(path));
  },
});

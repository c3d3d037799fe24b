import type { ResultAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-catalogue.ts';
import type { CatalogueGateway, ShopUnavailable } from '../../core/storefront/catalogue/catalogue-gateway.port.ts';
import { fetchJson } from '../http/fetch-json.ts';
import { DesignPageResponse, HomeBlocksResponse } from '../shop-api-contract/catalogue.codec.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { SHOP_API_PATHS } from '../shop-api-contract/paths.ts';
import type * as t from 'io-ts';

const getDecoded = <A>(url: string, codec: t.Type<{ data: A }, unknown>): ResultAsync<A, ShopUnavailable> =>
  fetchJson(url)
    .mapErr(() => apiRequestFailed(url))
    .andThen((body) => decodeWith(codec)(body).mapErr(() => apiRequestFailed(url)))
    .map((envelope) => envelope.data);

/** The catalogue over the Shop API, for the browser. */
export const httpCatalogueGateway = (baseUrl: string): CatalogueGateway => ({
  homeBlocks: (pageSize) =>
    getDecoded(
      `${baseUrl}${SHOP_API_PATHS.homeBlocks}?${new URLSearchParams({ page_size: String(pageSize) })}`,
      HomeBlocksResponse,
    ),
  collectionDesigns: (collection, page, pageSize) =>
    getDecoded(
      `${baseUrl}${SHOP_API_PATHS.collectionDesigns}?${new URLSearchParams({
        collection,
        page: String(page),
        page_size: String(pageSize),
      })}`,
      DesignPageResponse,
    ),
});

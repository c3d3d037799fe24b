import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ShopApiEnvelope } from '../../core/domain/http/shop-api-envelope.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-catalogue.ts';
import type { CatalogueGateway, ShopUnavailable } from '../../core/storefront/catalogue/catalogue-gateway.port.ts';
import { fetchJson } from '../http/fetch-json.ts';
import { DesignPageResponse, HomeBlocksResponse } from '../shop-api-contract/catalogue.codec.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { SHOP_API_PATHS } from '../shop-api-contract/paths.ts';
import type * as t from 'io-ts';

/** A GET whose answer must decode to a successful envelope; anything else is the spec's 'API Request failed {url}'. */
const getDecoded = <A>(url: string, codec: t.Type<ShopApiEnvelope<A>, unknown>): ResultAsync<A, ShopUnavailable> =>
  fetchJson(url)
    .orElse((failure) => (failure.type === 'HttpStatus' ? okAsync(failure.body) : errAsync(apiRequestFailed(url))))
    .andThen((body) => decodeWith(codec)(body).mapErr(() => apiRequestFailed(url)))
    .andThen((envelope) => (envelope.success ? okAsync(envelope.data) : errAsync(apiRequestFailed(url))));

/** The catalogue over the Shop API, for the browser. */
export const httpCatalogueGateway = (baseUrl: string, extSessionId: string): CatalogueGateway => ({
  homeBlocks: (pageSize) =>
    getDecoded(
      `${baseUrl}${SHOP_API_PATHS.homeBlocks}?${new URLSearchParams({ page_size: String(pageSize), ext_session_id: extSessionId })}`,
      HomeBlocksResponse,
    ),
  collectionDesigns: (collection, page, pageSize) =>
    getDecoded(
      `${baseUrl}${SHOP_API_PATHS.collectionDesigns}?${new URLSearchParams({
        collection,
        page: String(page),
        page_size: String(pageSize),
        ext_session_id: extSessionId,
      })}`,
      DesignPageResponse,
    ),
});

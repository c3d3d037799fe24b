import * as t from 'io-ts';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-catalogue.ts';
import type { ShopApiOutcome } from '../../core/domain/http/shop-api-envelope.ts';
import type { CatalogueGateway, ShopUnavailable } from '../../core/storefront/catalogue/catalogue-gateway.port.ts';
import { DesignPageCodec, HomeBlockCodec } from '../shop-api-contract/catalogue.codec.ts';
import { SHOP_API_PATHS } from '../shop-api-contract/paths.ts';
import type { ShopApiCallError, ShopApiClient } from './shop-api-client.ts';

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
});

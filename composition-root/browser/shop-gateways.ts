import type { HttpClient } from '../../adapters/http/http-client.ts';
import { httpCartGateway } from '../../adapters/shop-api-client/http-cart-gateway.ts';
import { httpCatalogueGateway } from '../../adapters/shop-api-client/http-catalogue-gateway.ts';
import { httpCheckoutGateway } from '../../adapters/shop-api-client/http-checkout-gateway.ts';
import { httpCommunityGateway } from '../../adapters/shop-api-client/http-community-gateway.ts';
import { httpContactGateway } from '../../adapters/shop-api-client/http-contact-gateway.ts';
import { httpOrderGateway } from '../../adapters/shop-api-client/http-order-gateway.ts';
import { httpBackOfficeWrites } from '../../adapters/shop-api-client/http-back-office-writes.ts';
import { httpSelfServiceWrites } from '../../adapters/shop-api-client/http-self-service-writes.ts';
import { httpOpenPage } from '../../adapters/shop-api-client/http-page-gateway.ts';
import { downloadAtRoot } from '../../adapters/shop-api-contract/download-links.ts';
import { createShopApiClient } from '../../adapters/shop-api-client/shop-api-client.ts';
import type { BrowserConfig } from '../browser-config.ts';

/** The Shop API's gateways and the page payloads, with their codecs: loaded on the shopper's first move. */
export const shopGateways = (http: HttpClient, config: BrowserConfig) => {
  const shopApi = createShopApiClient({
    http,
    baseUrl: config.shopApiBasePath,
    extSessionId: () => config.extSessionId,
  });
  return {
    catalogue: httpCatalogueGateway(shopApi),
    cart: httpCartGateway(shopApi),
    checkout: httpCheckoutGateway(shopApi),
    order: httpOrderGateway(shopApi),
    contact: httpContactGateway(shopApi),
    selfService: httpSelfServiceWrites(shopApi, downloadAtRoot),
    backOffice: httpBackOfficeWrites(shopApi),
    community: httpCommunityGateway(shopApi),
    openPage: httpOpenPage(http),
  };
};

export type ShopGateways = ReturnType<typeof shopGateways>;

import { Container } from 'inversify';
import { createHttpClient, DEFAULT_TIMEOUT_MS } from '../../adapters/http/http-client.ts';
import { httpCatalogueGateway } from '../../adapters/shop-api-client/http-catalogue-gateway.ts';
import { httpOpenPage } from '../../adapters/shop-api-client/http-page-gateway.ts';
import { createShopApiClient } from '../../adapters/shop-api-client/shop-api-client.ts';
import { httpLogError } from '../../adapters/product-server-client/http-log.ts';
import { bindStorefrontUseCases } from '../storefront-use-cases.ts';
import { TOKENS } from '../tokens.ts';
import type { BrowserConfig } from '../browser-config.ts';

/** The browser's container: the same storefront ports, served over HTTP. */
export const createBrowserContainer = (config: BrowserConfig): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  const http = createHttpClient({ timeoutMs: DEFAULT_TIMEOUT_MS });
  const shopApi = createShopApiClient({
    http,
    baseUrl: config.shopApiBasePath,
    extSessionId: () => config.extSessionId,
  });
  container.bind(TOKENS.catalogueGateway).toConstantValue(httpCatalogueGateway(shopApi));
  container.bind(TOKENS.openPage).toConstantValue(httpOpenPage(http));
  container.bind(TOKENS.logError).toConstantValue(httpLogError);
  bindStorefrontUseCases(container);
  return container;
};

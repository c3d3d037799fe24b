import { Container } from 'inversify';
import { httpCatalogueGateway } from '../../adapters/shop-api-client/http-catalogue-gateway.ts';
import { bindStorefrontUseCases } from '../storefront-use-cases.ts';
import { TOKENS } from '../tokens.ts';
import type { BrowserConfig } from '../browser-config.ts';

/** The browser's container: the same storefront ports, served over HTTP. */
export const createBrowserContainer = (config: BrowserConfig): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container
    .bind(TOKENS.catalogueGateway)
    .toConstantValue(httpCatalogueGateway(config.shopApiBasePath, config.extSessionId));
  bindStorefrontUseCases(container);
  return container;
};

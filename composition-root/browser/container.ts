import { Container } from 'inversify';
import { createHttpClient, DEFAULT_TIMEOUT_MS } from '../../adapters/http/http-client.ts';
import { httpOrderGateway } from '../../adapters/shop-api-client/http-order-gateway.ts';
import { httpCheckoutGateway } from '../../adapters/shop-api-client/http-checkout-gateway.ts';
import { httpCartGateway } from '../../adapters/shop-api-client/http-cart-gateway.ts';
import { httpCatalogueGateway } from '../../adapters/shop-api-client/http-catalogue-gateway.ts';
import { httpOpenPage } from '../../adapters/shop-api-client/http-page-gateway.ts';
import { createShopApiClient } from '../../adapters/shop-api-client/shop-api-client.ts';
import { httpLogError } from '../../adapters/product-server-client/http-log.ts';
import { bindStorefrontUseCases } from '../storefront-use-cases.ts';
import { httpContactGateway } from '../../adapters/shop-api-client/http-contact-gateway.ts';
import { sessionUseCasesOf, SESSION_USE_CASES } from '../session-use-cases.ts';
import { AUTH_USE_CASES, authUseCasesOf } from '../auth-use-cases.ts';
import { httpAuthClient } from '../../adapters/auth-client/http-auth-client.ts';
import { httpPasswordResetGateway } from '../../adapters/auth-client/http-password-reset-gateway.ts';
import { systemClock } from '../../adapters/system/system-clock.ts';
import { broadcastSessionSharing } from '../../adapters/product-server-client/broadcast-session-sharing.ts';
import { broadcastCartChangeNotices } from '../../adapters/shop-api-client/broadcast-cart-change-notices.ts';
import {
  dataLayerConsentMode,
  type DataLayerWindow,
} from '../../adapters/product-server-client/data-layer-consent-mode.ts';
import { httpPageEventSender } from '../../adapters/product-server-client/http-page-event-sender.ts';
import { gtagAnalyticsIdentity } from '../../adapters/product-server-client/gtag-analytics-identity.ts';
import { httpSessionGateway } from '../../adapters/product-server-client/http-session-gateway.ts';
import { scriptIntegrationLoader } from '../../adapters/product-server-client/script-integration-loader.ts';
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
  container.bind(TOKENS.cartGateway).toConstantValue(httpCartGateway(shopApi));
  container.bind(TOKENS.cartChangeNotices).toConstantValue(broadcastCartChangeNotices(window));
  container.bind(TOKENS.checkoutGateway).toConstantValue(httpCheckoutGateway(shopApi));
  container.bind(TOKENS.orderGateway).toConstantValue(httpOrderGateway(shopApi));
  container.bind(TOKENS.contactGateway).toConstantValue(httpContactGateway(shopApi));
  container.bind(TOKENS.openPage).toConstantValue(httpOpenPage(http));
  container.bind(TOKENS.logError).toConstantValue(httpLogError);
  container
    .bind(AUTH_USE_CASES)
    .toConstantValue(
      authUseCasesOf(httpAuthClient(http), httpPasswordResetGateway(http), httpSessionGateway(http), systemClock),
    );
  container.bind(SESSION_USE_CASES).toConstantValue(
    sessionUseCasesOf({
      gateway: httpSessionGateway(http),
      sharing: broadcastSessionSharing(window),
      signals: dataLayerConsentMode(window as DataLayerWindow),
      integrations: scriptIntegrationLoader(document, window as DataLayerWindow, config.integrations),
      pageEvents: httpPageEventSender(http),
      analytics: gtagAnalyticsIdentity(window as DataLayerWindow, config.integrations.analyticsId),
    }),
  );
  bindStorefrontUseCases(container);
  return container;
};

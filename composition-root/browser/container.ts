import { createHttpClient, DEFAULT_TIMEOUT_MS } from '../../adapters/http/http-client.ts';
import { writeCountingHttpClient } from '../../adapters/http/write-counting-http-client.ts';
import { httpLogError } from '../../adapters/product-server-client/http-log.ts';
import { sessionUseCasesOf } from '../../core/storefront/session/session-use-cases.ts';
import { authUseCasesOf } from '../../core/storefront/auth/auth-use-cases.ts';
import { requestKeysOf, storefrontUseCasesOf } from '../../core/storefront/storefront-use-cases.ts';
import { cryptoIdGenerator } from '../../adapters/system/crypto-id-generator.ts';
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
import { httpBuildManifest } from '../../adapters/product-server-client/http-build-manifest.ts';
import { httpIconSource } from '../../adapters/product-server-client/http-icon-source.ts';
import { documentPageVisibility } from '../../adapters/browser-window/document-page-visibility.ts';
import { windowViewportSize } from '../../adapters/browser-window/window-viewport-size.ts';
import { documentCookieJar } from '../../adapters/cookies/document-cookie-jar.ts';
import { intervalTicker } from '../../adapters/system/interval-ticker.ts';
import { ICON_ENDPOINT_BASE, ICON_FALLBACK_BASE, ICON_FETCH_TIMEOUT_MS } from '../../core/domain/media/icon-fetch.ts';
import { platformUseCasesOf } from '../../core/storefront/platform/platform-use-cases.ts';
import { TOKENS } from '../tokens.ts';
import type { BrowserConfig } from '../browser-config.ts';
import { lazyFunction, lazyPort, loadOnce } from './lazy-port.ts';
import { constantContainer, type ConstantBindings } from './constant-container.ts';
import { lazyUpload } from './lazy-upload.ts';
import {
  CART,
  CATALOGUE,
  CHECKOUT,
  CHECKOUT_USE_CASES,
  COMMUNITY,
  COMMUNITY_USE_CASES,
  CONTACT,
  ORDER,
  ORDER_USE_CASES,
  PERSONALISATION_USE_CASES,
  SELF_SERVICE,
  BACK_OFFICE,
} from './port-methods.ts';
import { backOfficeUseCases } from '../../core/storefront/back-office/back-office.use-cases.ts';
import { selfServiceUseCases } from '../../core/storefront/accounts/self-service.use-cases.ts';

/** The browser's container: the same storefront ports, served over HTTP. */
export const createBrowserContainer = (config: BrowserConfig): ConstantBindings => {
  const container = constantContainer();
  const newIdempotencyKey = requestKeysOf(cryptoIdGenerator);
  // Every call goes through one client, which counts the session's writes: pages opened ahead of one go unused.
  const { http, writes } = writeCountingHttpClient(createHttpClient({ timeoutMs: DEFAULT_TIMEOUT_MS }));
  // The first page arrives rendered: the Shop API's gateways and codecs load when the shopper first moves.
  const gateways = loadOnce(() => import('./shop-gateways.ts').then((module) => module.shopGateways(http, config)));
  const port = <
    K extends 'catalogue' | 'cart' | 'checkout' | 'order' | 'contact' | 'selfService' | 'community' | 'backOffice',
  >(
    key: K,
  ) => gateways().then((all) => all[key]);
  container.bind(TOKENS.catalogueGateway).toConstantValue(lazyPort(CATALOGUE, () => port('catalogue'), 'catalogue'));
  container.bind(TOKENS.cartGateway).toConstantValue(lazyPort(CART, () => port('cart'), 'cart'));
  container.bind(TOKENS.cartChangeNotices).toConstantValue(broadcastCartChangeNotices(window));
  container.bind(TOKENS.checkoutGateway).toConstantValue(lazyPort(CHECKOUT, () => port('checkout'), 'checkout'));
  container.bind(TOKENS.orderGateway).toConstantValue(lazyPort(ORDER, () => port('order'), 'order'));
  container.bind(TOKENS.contactGateway).toConstantValue(lazyPort(CONTACT, () => port('contact'), 'contact'));
  container.bind(TOKENS.communityGateway).toConstantValue(lazyPort(COMMUNITY, () => port('community'), 'community'));
  container.bind(TOKENS.communityUseCases).toConstantValue(
    lazyPort(
      COMMUNITY_USE_CASES,
      loadOnce(() =>
        import('../../core/storefront/community/community-pages.use-cases.ts').then((module) =>
          module.communityUseCases(container.get(TOKENS.communityGateway), newIdempotencyKey),
        ),
      ),
      'community',
    ),
  );
  container.bind(TOKENS.checkoutUseCases).toConstantValue(
    lazyPort(
      CHECKOUT_USE_CASES,
      loadOnce(() =>
        import('../../core/storefront/checkout/checkout-page.use-cases.ts').then((module) =>
          module.checkoutUseCases(container.get(TOKENS.checkoutGateway), container.get(TOKENS.cartChangeNotices)),
        ),
      ),
      'checkout',
    ),
  );
  container.bind(TOKENS.orderUseCases).toConstantValue(
    lazyPort(
      ORDER_USE_CASES,
      loadOnce(() =>
        import('../../core/storefront/orders/order-pages.use-cases.ts').then((module) =>
          module.orderUseCases(container.get(TOKENS.orderGateway), newIdempotencyKey),
        ),
      ),
      'orders',
    ),
  );
  // Only the constructor and the account's designs page use these: their code arrives when first called.
  container.bind(TOKENS.personalisationUseCases).toConstantValue(
    lazyPort(
      PERSONALISATION_USE_CASES,
      loadOnce(() =>
        import('./personalisation-use-cases.ts').then((module) =>
          module.browserPersonalisationUseCases(
            http,
            config,
            container.get(TOKENS.cartChangeNotices),
            newIdempotencyKey,
          ),
        ),
      ),
      'personalisation',
    ),
  );
  // Warmed at the shopper's first move, so their first click rarely waits for it.
  for (const type of ['pointerover', 'focusin', 'touchstart', 'keydown']) {
    window.addEventListener(type, () => void gateways().catch(() => undefined), { once: true, passive: true });
  }
  container
    .bind(TOKENS.openPage)
    .toConstantValue(lazyFunction(() => gateways().then((all) => all.openPage), 'openPage'));
  container.bind(TOKENS.logError).toConstantValue(httpLogError);
  container.bind(TOKENS.storefrontUseCases).toConstantValue(
    storefrontUseCasesOf<Blob>({
      catalogue: container.get(TOKENS.catalogueGateway),
      openPage: container.get(TOKENS.openPage),
      logError: container.get(TOKENS.logError),
      cartGateway: container.get(TOKENS.cartGateway),
      contact: container.get(TOKENS.contactGateway),
      cartNotices: container.get(TOKENS.cartChangeNotices),
      ids: cryptoIdGenerator,
      checkout: container.get(TOKENS.checkoutUseCases),
      orders: container.get(TOKENS.orderUseCases),
      community: container.get(TOKENS.communityUseCases),
      personalisation: container.get(TOKENS.personalisationUseCases),
      auth: authUseCasesOf(httpAuthClient(http), httpPasswordResetGateway(http), httpSessionGateway(http), systemClock),
      session: sessionUseCasesOf({
        gateway: httpSessionGateway(http),
        sharing: broadcastSessionSharing(window),
        signals: dataLayerConsentMode(window as DataLayerWindow),
        integrations: scriptIntegrationLoader(document, window as DataLayerWindow, config.integrations),
        pageEvents: httpPageEventSender(http),
        analytics: gtagAnalyticsIdentity(window as DataLayerWindow, config.integrations.analyticsId),
      }),
      platform: platformUseCasesOf({
        ownBuildId: config.buildId,
        manifest: httpBuildManifest(http),
        visibility: documentPageVisibility(document),
        ticker: intervalTicker,
        viewport: windowViewportSize(window),
        cookies: documentCookieJar(document, systemClock),
        icons: {
          primary: httpIconSource(createHttpClient({ timeoutMs: ICON_FETCH_TIMEOUT_MS }), ICON_ENDPOINT_BASE),
          fallback: httpIconSource(http, ICON_FALLBACK_BASE),
        },
        sessionWrites: writes,
        upload: lazyUpload(window, () => config.extSessionId),
      }),
      selfService: selfServiceUseCases(
        lazyPort(SELF_SERVICE, () => port('selfService'), 'selfService'),
        newIdempotencyKey,
        systemClock,
      ),
      backOffice: backOfficeUseCases(
        lazyPort(BACK_OFFICE, () => port('backOffice'), 'backOffice'),
        newIdempotencyKey,
      ),
    }),
  );
  return container;
};

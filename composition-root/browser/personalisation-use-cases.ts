import type { HttpClient } from '../../adapters/http/http-client.ts';
import { fetchPictureSource } from '../../adapters/product-server-client/fetch-picture-source.ts';
import { httpPersonalisationGateway } from '../../adapters/shop-api-client/http-personalisation-gateway.ts';
import { createShopApiClient } from '../../adapters/shop-api-client/shop-api-client.ts';
import type { CartChangeNotices } from '../../core/storefront/carts/cart-change-notices.port.ts';
import { personalisationUseCases } from '../../core/storefront/personalisation/personalisation.use-cases.ts';
import type { BrowserConfig } from '../browser-config.ts';

/** The constructor's use cases over the Shop API, in a chunk of their own. */
export const browserPersonalisationUseCases = (
  http: HttpClient,
  config: BrowserConfig,
  notices: CartChangeNotices,
  newIdempotencyKey: () => string,
) =>
  personalisationUseCases(
    httpPersonalisationGateway(
      createShopApiClient({ http, baseUrl: config.shopApiBasePath, extSessionId: () => config.extSessionId }),
    ),
    newIdempotencyKey,
    notices,
    fetchPictureSource((url) => window.fetch(url)),
  );

import type { AddressInfo } from 'node:net';
import { createHttpClient, type HttpClient } from '../../../adapters/http/http-client.ts';
import { httpCartGateway } from '../../../adapters/shop-api-client/http-cart-gateway.ts';
import { httpCatalogueGateway } from '../../../adapters/shop-api-client/http-catalogue-gateway.ts';
import { httpCheckoutGateway } from '../../../adapters/shop-api-client/http-checkout-gateway.ts';
import { httpOrderGateway } from '../../../adapters/shop-api-client/http-order-gateway.ts';
import { createShopApiClient } from '../../../adapters/shop-api-client/shop-api-client.ts';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import { buildTestApp, openDemoDatabase } from '../../support/test-app.ts';

/**
 * The real shop with the demo data, listening on a free local port, and the browser's HTTP gateways for any
 * session: the read ports under test read what these gateways wrote.
 */
export const openRealShop = async () => {
  const database = await openDemoDatabase();
  const app = await buildTestApp({}, database);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/shop-api/v1`;
  /** `http` lets a spec see the answers on the wire that the gateways decode. */
  const httpGatewaysFor = (sessionId: SessionId, http: HttpClient = createHttpClient({ timeoutMs: 10_000 })) => {
    const shopApi = createShopApiClient({ http, baseUrl, extSessionId: () => sessionId });
    return {
      catalogue: httpCatalogueGateway(shopApi),
      cart: httpCartGateway(shopApi),
      checkout: httpCheckoutGateway(shopApi),
      order: httpOrderGateway(shopApi),
    };
  };
  return { app, database, httpGatewaysFor, close: () => app.close() };
};

export type RealShop = Awaited<ReturnType<typeof openRealShop>>;

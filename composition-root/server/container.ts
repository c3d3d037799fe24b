import type { FastifyRequest } from 'fastify';
import { Container } from 'inversify';
import { okAsync } from 'neverthrow';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { inProcessOrderGateway } from '../../adapters/shop-in-process/in-process-order-gateway.ts';
import type { ShopPayments } from '../../adapters/server/shop-api/payments.routes.ts';
import { PAYMENTS_TOKENS } from './modules/payments.module.ts';
import { inProcessCheckoutGateway } from '../../adapters/shop-in-process/in-process-checkout-gateway.ts';
import type { ShopCheckout } from '../../adapters/server/shop-api/checkout.routes.ts';
import type { ShopOrders } from '../../adapters/server/shop-api/orders.routes.ts';
import { CHECKOUT_TOKENS } from './modules/checkout.module.ts';
import { ORDERS_TOKENS } from './modules/orders.module.ts';
import { inProcessCartGateway } from '../../adapters/shop-in-process/in-process-cart-gateway.ts';
import type { ShopCarts } from '../../adapters/server/shop-api/carts.routes.ts';
import { CARTS_TOKENS } from './modules/carts.module.ts';
import { SIGNED_IN_CUSTOMER } from './modules/product-server.module.ts';
import { inProcessCatalogueGateway } from '../../adapters/shop-in-process/in-process-catalogue-gateway.ts';
import { inProcessVisitorGateway } from '../../adapters/shop-in-process/in-process-visitor-gateway.ts';
import { queryOf } from '../../adapters/shop-in-process/query-of.ts';
import { cryptoIdGenerator } from '../../adapters/system/crypto-id-generator.ts';
import { systemClock } from '../../adapters/system/system-clock.ts';
import { storeFor } from '../../core/domain/site/stores.ts';
import { openPage } from '../../core/storefront/navigation/open-page.use-case.ts';
import { bindStorefrontUseCases } from '../storefront-use-cases.ts';
import { bindOrderingUseCases } from '../ordering-use-cases.ts';
import { inProcessContactGateway } from '../../adapters/shop-in-process/in-process-contact-gateway.ts';
import { TICKETS_TOKENS } from './modules/tickets.module.ts';
import { renderOnlySessionUseCases, SESSION_USE_CASES } from '../session-use-cases.ts';
import { AUTH_USE_CASES, renderOnlyAuthUseCases } from '../auth-use-cases.ts';
import { PLATFORM_USE_CASES, renderOnlyPlatformUseCases } from '../platform-use-cases.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-catalogue.ts';
import { getSession } from '../../core/shop/session/get-session.use-case.ts';
import type { StorefrontSessionRepository } from '../../core/shop/session/storefront-session-repository.port.ts';
import { PRODUCT_SERVER_TOKENS } from './modules/product-server.module.ts';
import { TOKENS } from '../tokens.ts';
import type { ServerConfig } from './config.ts';
import type { ServerModule } from './modules/server-module.ts';
import type { RequestScope } from './request-scope.ts';
import { serverPageLoaders } from './page-loaders.ts';
import { visitorSources } from './visitor-sources.ts';

/** The process-wide container: shared ports, then every context module's bindings. */
export const createServerContainer = (
  config: ServerConfig,
  database: DatabaseHandle,
  modules: readonly ServerModule[],
): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.config).toConstantValue(config);
  container.bind(TOKENS.database).toConstantValue(database);
  container.bind(TOKENS.clock).toConstantValue(systemClock);
  container.bind(TOKENS.ids).toConstantValue(cryptoIdGenerator);
  for (const module of modules) module.bind(container);
  return container;
};

/** A child container per request: the storefront's ports served in-process, no HTTP hop. */
export const createRequestContainer = (root: Container, scope: RequestScope, request: FastifyRequest): Container => {
  const container = new Container({ parent: root, defaultScope: 'Singleton' });
  container.bind(TOKENS.requestScope).toConstantValue(scope);
  container.bind(TOKENS.catalogueGateway).toResolvedValue(inProcessCatalogueGateway, [TOKENS.shopCatalogue]);
  container.bind(TOKENS.cartGateway).toResolvedValue(
    (carts: ShopCarts) =>
      inProcessCartGateway(carts, async () => ({
        sessionId: scope.sessionId,
        customerId: (await root.get(SIGNED_IN_CUSTOMER)(request))?.id ?? null,
      })),
    [CARTS_TOKENS.useCases],
  );
  container.bind(TOKENS.checkoutGateway).toResolvedValue(
    (checkout: ShopCheckout, orders: ShopOrders) =>
      inProcessCheckoutGateway(checkout, orders, async () => {
        const customer = await root.get(SIGNED_IN_CUSTOMER)(request);
        return {
          owner: { sessionId: scope.sessionId, customerId: customer?.id ?? null },
          hasBillingAccount: customer?.invoicingEnabled ?? false,
        };
      }),
    [CHECKOUT_TOKENS.useCases, ORDERS_TOKENS.useCases],
  );
  container.bind(TOKENS.orderGateway).toResolvedValue(
    (orders: ShopOrders, payments: ShopPayments) =>
      inProcessOrderGateway(
        orders,
        payments,
        async () => ({
          sessionId: scope.sessionId,
          customerId: (await root.get(SIGNED_IN_CUSTOMER)(request))?.id ?? null,
        }),
        scope.sessionId,
      ),
    [ORDERS_TOKENS.useCases, PAYMENTS_TOKENS.shopPayments],
  );
  container.bind(TOKENS.openPage).toResolvedValue(
    (config: ServerConfig, requestScope: RequestScope) => {
      const open = openPage({
        visitor: inProcessVisitorGateway(visitorSources(root, requestScope, request)),
        loaders: serverPageLoaders(container, requestScope, request),
        defaultLocale: storeFor(config.store).locale,
      });
      return (path: string, search: string) =>
        open({ path, query: queryOf(search), localeCookie: requestScope.localeCookie });
    },
    [TOKENS.config, TOKENS.requestScope],
  );
  // Effects never run while rendering on the server, and the server logs its own failures.
  container.bind(TOKENS.logError).toConstantValue(() => okAsync(undefined));
  // A render has no other tabs to tell, and none to listen to.
  container
    .bind(TOKENS.cartChangeNotices)
    .toConstantValue({ announce: () => undefined, subscribe: () => () => undefined });
  container.bind(AUTH_USE_CASES).toConstantValue(renderOnlyAuthUseCases);
  container.bind(PLATFORM_USE_CASES).toConstantValue(renderOnlyPlatformUseCases);
  container
    .bind(SESSION_USE_CASES)
    .toResolvedValue(
      (sessions: StorefrontSessionRepository) =>
        renderOnlySessionUseCases(() =>
          getSession(sessions)(scope.sessionId).mapErr(() => apiRequestFailed('/api/session')),
        ),
      [PRODUCT_SERVER_TOKENS.sessions],
    );
  container
    .bind(TOKENS.contactGateway)
    .toResolvedValue(
      (tickets, config: ServerConfig) => inProcessContactGateway(tickets, config.store, scope.sessionId),
      [TICKETS_TOKENS.useCases, TOKENS.config],
    );
  bindOrderingUseCases(container);
  bindStorefrontUseCases(container);
  return container;
};

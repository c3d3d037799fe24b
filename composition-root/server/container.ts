import type { FastifyRequest } from 'fastify';
import { Container } from 'inversify';
import { okAsync } from 'neverthrow';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { inProcessCatalogueGateway } from '../../adapters/shop-in-process/in-process-catalogue-gateway.ts';
import { inProcessVisitorGateway } from '../../adapters/shop-in-process/in-process-visitor-gateway.ts';
import { queryOf } from '../../adapters/shop-in-process/query-of.ts';
import { cryptoIdGenerator } from '../../adapters/system/crypto-id-generator.ts';
import { systemClock } from '../../adapters/system/system-clock.ts';
import { storeFor } from '../../core/domain/site/stores.ts';
import { openPage } from '../../core/storefront/navigation/open-page.use-case.ts';
import { bindStorefrontUseCases } from '../storefront-use-cases.ts';
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
  bindStorefrontUseCases(container);
  return container;
};

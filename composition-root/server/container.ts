import { Container } from 'inversify';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { inProcessCatalogueGateway } from '../../adapters/shop-in-process/in-process-catalogue-gateway.ts';
import { cryptoIdGenerator } from '../../adapters/system/crypto-id-generator.ts';
import { systemClock } from '../../adapters/system/system-clock.ts';
import { bindStorefrontUseCases } from '../storefront-use-cases.ts';
import { TOKENS } from '../tokens.ts';
import type { ServerConfig } from './config.ts';
import type { ServerModule } from './modules/server-module.ts';

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

/** A child container per rendered page: the storefront's ports served in-process, no HTTP hop. */
export const createRequestContainer = (root: Container): Container => {
  const container = new Container({ parent: root, defaultScope: 'Singleton' });
  container.bind(TOKENS.catalogueGateway).toResolvedValue(inProcessCatalogueGateway, [TOKENS.shopCatalogue]);
  bindStorefrontUseCases(container);
  return container;
};

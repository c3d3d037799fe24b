import type { ServiceIdentifier } from 'inversify';
import type { DatabaseHandle } from '../adapters/postgres/database.ts';
import type { Clock } from '../core/domain/shared/clock.port.ts';
import type { IdGenerator } from '../core/domain/shared/id-generator.port.ts';
import type { ServerConfig } from './server/config.ts';
import type { RequestScope } from './server/request-scope.ts';
import type { ShopCatalogue } from '../adapters/shop-in-process/in-process-catalogue-gateway.ts';
import type { DesignRepository } from '../core/shop/catalogue/design-repository.port.ts';
import type { CatalogueGateway } from '../core/storefront/catalogue/catalogue-gateway.port.ts';
import type { StorefrontUseCases } from '../ui/app/use-cases.tsx';

export const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`estampa.${name}`);

/** The container's shared keys; each context module keeps its own next to its bindings. */
export const TOKENS = {
  config: token<ServerConfig>('config'),
  clock: token<Clock>('clock'),
  ids: token<IdGenerator>('ids'),
  database: token<DatabaseHandle>('database'),
  designRepository: token<DesignRepository>('designRepository'),
  shopCatalogue: token<ShopCatalogue>('shopCatalogue'),
  catalogueGateway: token<CatalogueGateway>('catalogueGateway'),
  openPage: token<StorefrontUseCases['openPage']>('openPage'),
  logError: token<StorefrontUseCases['logError']>('logError'),
  requestScope: token<RequestScope>('requestScope'),
  storefrontUseCases: token<StorefrontUseCases>('storefrontUseCases'),
} as const;

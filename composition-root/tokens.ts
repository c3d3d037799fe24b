import type { ServiceIdentifier } from 'inversify';
import type { DatabaseHandle } from '../adapters/postgres/database.ts';
import type { ShopCatalogue } from '../adapters/shop-in-process/in-process-catalogue-gateway.ts';
import type { DesignRepository } from '../core/shop/catalogue/design-repository.port.ts';
import type { CatalogueGateway } from '../core/storefront/catalogue/catalogue-gateway.port.ts';
import type { StorefrontUseCases } from '../ui/app/use-cases.tsx';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`estampa.${name}`);

/** The container's keys: one per port, adapter set or use-case bundle. */
export const TOKENS = {
  database: token<DatabaseHandle>('database'),
  designRepository: token<DesignRepository>('designRepository'),
  shopCatalogue: token<ShopCatalogue>('shopCatalogue'),
  catalogueGateway: token<CatalogueGateway>('catalogueGateway'),
  storefrontUseCases: token<StorefrontUseCases>('storefrontUseCases'),
} as const;

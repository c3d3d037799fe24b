import { Container } from 'inversify';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { postgresDesignRepository } from '../../adapters/postgres/postgres-design-repository.ts';
import { inProcessCatalogueGateway } from '../../adapters/shop-in-process/in-process-catalogue-gateway.ts';
import { listCollectionDesigns } from '../../core/shop/catalogue/list-collection-designs.use-case.ts';
import { listHomeBlocks } from '../../core/shop/catalogue/list-home-blocks.use-case.ts';
import { bindStorefrontUseCases } from '../storefront-use-cases.ts';
import { TOKENS } from '../tokens.ts';

/** The process-wide container: database, repositories and the shop service's use cases. */
export const createServerContainer = (database: DatabaseHandle): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.database).toConstantValue(database);
  container.bind(TOKENS.designRepository).toResolvedValue((db) => postgresDesignRepository(db.db), [TOKENS.database]);
  container
    .bind(TOKENS.shopCatalogue)
    .toResolvedValue(
      (designs) => ({ listHomeBlocks: listHomeBlocks(designs), listCollectionDesigns: listCollectionDesigns(designs) }),
      [TOKENS.designRepository],
    );
  return container;
};

/** A child container per rendered page: the storefront's ports served in-process, no HTTP hop. */
export const createRequestContainer = (root: Container): Container => {
  const container = new Container({ parent: root, defaultScope: 'Singleton' });
  container.bind(TOKENS.catalogueGateway).toResolvedValue(inProcessCatalogueGateway, [TOKENS.shopCatalogue]);
  bindStorefrontUseCases(container);
  return container;
};

import { postgresDesignRepository } from '../../../adapters/postgres/postgres-design-repository.ts';
import { catalogueRoutes } from '../../../adapters/server/shop-api/catalogue.routes.ts';
import { listCollectionDesigns } from '../../../core/shop/catalogue/list-collection-designs.use-case.ts';
import { listHomeBlocks } from '../../../core/shop/catalogue/list-home-blocks.use-case.ts';
import { TOKENS } from '../../tokens.ts';
import type { ServerModule } from './server-module.ts';

export const catalogueModule: ServerModule = {
  name: 'catalogue',
  bind: (container) => {
    container.bind(TOKENS.designRepository).toResolvedValue((db) => postgresDesignRepository(db.db), [TOKENS.database]);
    container.bind(TOKENS.shopCatalogue).toResolvedValue(
      (designs) => ({
        listHomeBlocks: listHomeBlocks(designs),
        listCollectionDesigns: listCollectionDesigns(designs),
      }),
      [TOKENS.designRepository],
    );
  },
  shopApiRoutes: (container) => catalogueRoutes(container.get(TOKENS.shopCatalogue)),
};

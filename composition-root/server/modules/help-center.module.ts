import { postgresHelpCenterRepository } from '../../../adapters/postgres/postgres-help-center-repository.ts';
import { helpCenterRoutes } from '../../../adapters/server/shop-api/help-center.routes.ts';
import type { ShopHelpCenter } from '../../../core/shop/help-center/shop-help-center.ts';
import {
  listHelpCategories,
  listHelpTopicGroup,
  showHelpCategory,
  showHelpTopic,
} from '../../../core/shop/help-center/help-center.use-cases.ts';
import { token, TOKENS } from '../../tokens.ts';
import type { ServerModule } from './server-module.ts';

export const HELP_CENTER_TOKENS = { useCases: token<ShopHelpCenter>('helpCenter.useCases') } as const;

export const helpCenterModule: ServerModule = {
  name: 'help-center',
  bind: (container) => {
    container.bind(HELP_CENTER_TOKENS.useCases).toResolvedValue(
      (config, db) => {
        const repository = postgresHelpCenterRepository(db.db);
        return {
          defaultStore: config.store,
          listHelpCategories: listHelpCategories(repository),
          showHelpCategory: showHelpCategory(repository),
          showHelpTopic: showHelpTopic(repository),
          listHelpTopicGroup: listHelpTopicGroup(repository),
        };
      },
      [TOKENS.config, TOKENS.database],
    );
  },
  shopApiRoutes: (container) => helpCenterRoutes(container.get(HELP_CENTER_TOKENS.useCases)),
};

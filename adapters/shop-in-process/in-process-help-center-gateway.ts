import { errAsync, okAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { HelpCenterGateway } from '../../core/storefront/help-center/help-center-gateway.port.ts';
import type { ShopHelpCenter } from '../../core/shop/help-center/shop-help-center.ts';
import { HELP_CENTER_PATHS } from '../shop-api-contract/help-center.codec.ts';

/** The help center served by the shop service's use cases in the same process; a not-found one is null. */
export const inProcessHelpCenterGateway = (shop: ShopHelpCenter): HelpCenterGateway => ({
  categories: (locale) => shop.listHelpCategories(locale).mapErr(() => apiRequestFailed(HELP_CENTER_PATHS.categories)),
  category: (id, locale) =>
    shop
      .showHelpCategory(id, locale)
      .map((category) => category as typeof category | null)
      .orElse((error) =>
        error.type === 'HelpCategoryNotFound'
          ? okAsync(null)
          : errAsync(apiRequestFailed(`${HELP_CENTER_PATHS.category}/${id}`)),
      ),
  topic: (id, locale) =>
    shop
      .showHelpTopic(id, locale)
      .map((topic) => topic as typeof topic | null)
      .orElse((error) =>
        error.type === 'HelpTopicNotFound'
          ? okAsync(null)
          : errAsync(apiRequestFailed(`${HELP_CENTER_PATHS.topic}/${id}`)),
      ),
});

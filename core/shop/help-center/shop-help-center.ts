import type { ResultAsync } from 'neverthrow';
import type { HelpCenterTopicGroupName } from '../../domain/help-center/topic-groups.ts';
import type { Locale } from '../../domain/site/locale.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type {
  HelpCategory,
  HelpCategoryNotFound,
  HelpCategorySummary,
  HelpTopic,
  HelpTopicNotFound,
} from '../../domain/help-center/help-center.ts';
import type { HelpTopicGroup } from './help-center.use-cases.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Every way a call of this context's shop API can fail. */
export type HelpCenterError = RepositoryFailure | HelpCategoryNotFound | HelpTopicNotFound;

/** The help center's shop API: its use cases bound to their ports, as a route or an in-process gateway calls them. */
export type ShopHelpCenter = {
  readonly defaultStore: StoreSlug;
  readonly listHelpCategories: (locale: Locale) => ResultAsync<readonly HelpCategorySummary[], RepositoryFailure>;
  readonly showHelpCategory: (
    id: number,
    locale: Locale,
  ) => ResultAsync<HelpCategory, RepositoryFailure | HelpCategoryNotFound>;
  readonly showHelpTopic: (id: string, locale: Locale) => ResultAsync<HelpTopic, RepositoryFailure | HelpTopicNotFound>;
  readonly listHelpTopicGroup: (
    group: HelpCenterTopicGroupName,
    locale: Locale,
  ) => ResultAsync<HelpTopicGroup, RepositoryFailure>;
};

import type { FastifyInstance } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { HelpCenterTopicGroupName } from '../../../core/domain/help-center/topic-groups.ts';
import type { Locale } from '../../../core/domain/site/locale.ts';
import { storeFor, type StoreSlug } from '../../../core/domain/site/stores.ts';
import type { RepositoryFailure } from '../../../core/shop/catalogue/design-repository.port.ts';
import type {
  HelpCategory,
  HelpCategoryNotFound,
  HelpCategorySummary,
  HelpTopic,
  HelpTopicNotFound,
} from '../../../core/shop/help-center/help-center.ts';
import type { HelpTopicGroup } from '../../../core/shop/help-center/help-center.use-cases.ts';
import {
  HELP_CENTER_PATHS,
  HelpCategoryParams,
  HelpCenterQuery,
  HelpTopicGroupParams,
  HelpTopicParams,
} from '../../shop-api-contract/help-center.codec.ts';
import { helpCenterErrorAnswer, type HelpCenterError } from './help-center-errors.ts';
import { answered, fromBoth, fromParams, fromQuery, route, type RouteDecoder } from './route.ts';

export type HelpCenterUseCases = {
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

const schema = (summary: string) => ({ schema: { summary, tags: ['help-center'] } });

export const helpCenterRoutes = (helpCenter: HelpCenterUseCases) => async (app: FastifyInstance) => {
  /** The requested language, else the store's, else the configured store's. */
  const localeOf = (query: { store?: StoreSlug; locale?: Locale }): Locale =>
    query.locale ?? storeFor(query.store ?? helpCenter.defaultStore).locale;

  const helpRoute = <I, T>(decode: RouteDecoder<I>, run: (input: I) => ResultAsync<T, HelpCenterError>) =>
    answered(route({ decode, run, errors: helpCenterErrorAnswer }));

  const withQuery = <P extends object>(params: RouteDecoder<P>) => fromBoth(params, fromQuery(HelpCenterQuery));

  app.get(
    HELP_CENTER_PATHS.categories,
    schema('Help-center categories with their topic counts'),
    helpRoute(fromQuery(HelpCenterQuery), (query) => helpCenter.listHelpCategories(localeOf(query))),
  );

  app.get(
    `${HELP_CENTER_PATHS.category}/:id`,
    schema('One help-center category and its topics'),
    helpRoute(withQuery(fromParams(HelpCategoryParams)), (input) =>
      helpCenter.showHelpCategory(input.id, localeOf(input)),
    ),
  );

  app.get(
    `${HELP_CENTER_PATHS.topic}/:id`,
    schema('One help-center topic by number or readable key'),
    helpRoute(withQuery(fromParams(HelpTopicParams)), (input) => helpCenter.showHelpTopic(input.id, localeOf(input))),
  );

  app.get(
    `${HELP_CENTER_PATHS.topicGroup}/:group`,
    schema('The topics of a help-center shortcut group (spec 9), in display order'),
    helpRoute(withQuery(fromParams(HelpTopicGroupParams)), (input) =>
      helpCenter.listHelpTopicGroup(input.group, localeOf(input)),
    ),
  );
};

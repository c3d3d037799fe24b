import * as t from 'io-ts';
import type { FastifyInstance } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { Locale } from '../../../core/domain/site/locale.ts';
import { storeFor, type StoreSlug } from '../../../core/domain/site/stores.ts';
import {
  HELP_CENTER_PATHS,
  HelpCategoryCodec,
  HelpCategorySummaryCodec,
  HelpTopicCodec,
  HelpTopicGroupCodec,
  HelpCategoryParams,
  HelpCenterQuery,
  HelpTopicGroupParams,
  HelpTopicParams,
} from '../../shop-api-contract/help-center.codec.ts';
import { helpCenterErrorAnswer } from './help-center-errors.ts';
import type { HelpCenterError } from '../../../core/shop/help-center/shop-help-center.ts';
import { answered, fromBoth, fromParams, fromQuery, route, type RouteDecoder } from '../route.ts';
import type { ShopHelpCenter } from '../../../core/shop/help-center/shop-help-center.ts';

const schema = (summary: string) => ({ schema: { summary, tags: ['help-center'] } });

export const helpCenterRoutes = (helpCenter: ShopHelpCenter) => async (app: FastifyInstance) => {
  /** The requested language, else the store's, else the configured store's. */
  const localeOf = (query: { store?: StoreSlug; locale?: Locale }): Locale =>
    query.locale ?? storeFor(query.store ?? helpCenter.defaultStore).locale;

  const helpRoute = <I, A, O>(
    answer: t.Type<A, O, unknown>,
    decode: RouteDecoder<I>,
    run: (input: I) => ResultAsync<A, HelpCenterError>,
  ) => answered(route({ decode, run, errors: helpCenterErrorAnswer, answer }));

  const withQuery = <P extends object>(params: RouteDecoder<P>) => fromBoth(params, fromQuery(HelpCenterQuery));

  app.get(
    HELP_CENTER_PATHS.categories,
    schema('Help-center categories with their topic counts'),
    helpRoute(t.readonlyArray(HelpCategorySummaryCodec), fromQuery(HelpCenterQuery), (query) =>
      helpCenter.listHelpCategories(localeOf(query)),
    ),
  );

  app.get(
    `${HELP_CENTER_PATHS.category}/:id`,
    schema('One help-center category and its topics'),
    helpRoute(HelpCategoryCodec, withQuery(fromParams(HelpCategoryParams)), (input) =>
      helpCenter.showHelpCategory(input.id, localeOf(input)),
    ),
  );

  app.get(
    `${HELP_CENTER_PATHS.topic}/:id`,
    schema('One help-center topic by number or readable key'),
    helpRoute(HelpTopicCodec, withQuery(fromParams(HelpTopicParams)), (input) =>
      helpCenter.showHelpTopic(input.id, localeOf(input)),
    ),
  );

  app.get(
    `${HELP_CENTER_PATHS.topicGroup}/:group`,
    schema('The topics of a help-center shortcut group (spec 9), in display order'),
    helpRoute(HelpTopicGroupCodec, withQuery(fromParams(HelpTopicGroupParams)), (input) =>
      helpCenter.listHelpTopicGroup(input.group, localeOf(input)),
    ),
  );
};

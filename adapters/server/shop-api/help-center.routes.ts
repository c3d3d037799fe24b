import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Result, ResultAsync } from 'neverthrow';
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
import { decodeWith, type DecodeFailure } from '../../shop-api-contract/decode-with.ts';
import {
  HELP_CENTER_PATHS,
  HelpCategoryParams,
  HelpCenterQuery,
  HelpTopicGroupParams,
  HelpTopicParams,
} from '../../shop-api-contract/help-center.codec.ts';
import { ERROR_CODES, sendData, sendError } from '../error-envelope.ts';

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

type HelpCenterError = RepositoryFailure | HelpCategoryNotFound | HelpTopicNotFound;

/** The one mapping from the help center's domain errors to HTTP status and envelope. */
const sendHelpCenterError = (reply: FastifyReply, error: HelpCenterError) => {
  switch (error.type) {
    case 'HelpCategoryNotFound':
      return sendError(reply, 404, ERROR_CODES.notFound, `No help-center category ${error.id}`);
    case 'HelpTopicNotFound':
      return sendError(reply, 404, ERROR_CODES.notFound, `No help-center topic ${error.id}`);
    case 'RepositoryFailure':
      return sendError(reply, 503, ERROR_CODES.internal, 'The help center is unavailable');
    default:
      return error satisfies never;
  }
};

const schema = (summary: string) => ({ schema: { summary, tags: ['help-center'] } });

export const helpCenterRoutes = (helpCenter: HelpCenterUseCases) => async (app: FastifyInstance) => {
  /** The requested language, else the store's, else the configured store's. */
  const localeOf = (query: { store?: StoreSlug; locale?: Locale }): Locale =>
    query.locale ?? storeFor(query.store ?? helpCenter.defaultStore).locale;

  const answer = async <A, T>(
    reply: FastifyReply,
    decoded: Result<A, DecodeFailure>,
    run: (input: A) => ResultAsync<T, HelpCenterError>,
  ) => {
    if (decoded.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, decoded.error.errors.join('; '));
    const result = await run(decoded.value);
    return result.match(
      (data) => sendData(reply, data),
      (error) => sendHelpCenterError(reply, error),
    );
  };

  const withQuery = <P>(params: Result<P, DecodeFailure>, query: unknown) =>
    params.andThen((p) => decodeWith(HelpCenterQuery)(query).map((q) => ({ ...q, ...p })));

  app.get(HELP_CENTER_PATHS.categories, schema('Help-center categories with their topic counts'), (request, reply) =>
    answer(reply, decodeWith(HelpCenterQuery)(request.query), (query) =>
      helpCenter.listHelpCategories(localeOf(query)),
    ),
  );

  app.get(`${HELP_CENTER_PATHS.category}/:id`, schema('One help-center category and its topics'), (request, reply) =>
    answer(reply, withQuery(decodeWith(HelpCategoryParams)(request.params), request.query), (input) =>
      helpCenter.showHelpCategory(input.id, localeOf(input)),
    ),
  );

  app.get(
    `${HELP_CENTER_PATHS.topic}/:id`,
    schema('One help-center topic by number or readable key'),
    (request, reply) =>
      answer(reply, withQuery(decodeWith(HelpTopicParams)(request.params), request.query), (input) =>
        helpCenter.showHelpTopic(input.id, localeOf(input)),
      ),
  );

  app.get(
    `${HELP_CENTER_PATHS.topicGroup}/:group`,
    schema('The topics of a help-center shortcut group (spec 9), in display order'),
    (request, reply) =>
      answer(reply, withQuery(decodeWith(HelpTopicGroupParams)(request.params), request.query), (input) =>
        helpCenter.listHelpTopicGroup(input.group, localeOf(input)),
      ),
  );
};

import * as t from 'io-ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { Sort } from '../../../core/domain/catalogue/sort.ts';
import {
  ArticleCodec,
  ArticleParams,
  DesignDetailCodec,
  DesignPageCodec,
  HomeBlockCodec,
  LandingPageCodec,
  OffersCodec,
  SearchSuggestionsCodec,
  SearchSuggestionsQuery,
  TagWithCountCodec,
  DesignParams,
  DesignsQuery,
  HomeBlocksQuery,
  LandingPageParams,
  PagedStoreQuery,
  StoreOnlyQuery,
} from '../../shop-api-contract/catalogue.codec.ts';
import { SHOP_API_PATHS } from '../../shop-api-contract/paths.ts';
import type { ShopCatalogue } from '../../../core/shop/catalogue/shop-catalogue.ts';
import { sendAnswer } from '../http-answer.ts';
import type { ResponseCache } from '../response-cache.ts';
import { catalogueErrorAnswer, type CatalogueError } from './catalogue-errors.ts';
import {
  answered,
  fromBoth,
  fromParams,
  fromQuery,
  route,
  withContract,
  type RouteDecoder,
  type RouteHandler,
} from '../route.ts';

/** A listing without paging shows the first page of 24, the most popular first. */
export const DEFAULT_PAGE_SIZE = 24;

const schema = (summary: string) => ({ schema: { summary, tags: ['catalogue'] } });

/** The request's own query less the caller's session: the same key is the same answer for everyone. */
const sharedKey = (name: string, query: unknown) =>
  `${name}:${JSON.stringify(
    Object.entries(query as Record<string, unknown>)
      .filter(([field]) => field !== 'ext_session_id')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  )}`;

const JSON_TYPE = 'application/json; charset=utf-8';

/** For reads that are the same for every visitor: the finished body is kept, found before decoding. */
const answeredShared = (cache: ResponseCache, name: string, handler: RouteHandler) =>
  withContract(async (request: FastifyRequest, reply: FastifyReply) => {
    const key = sharedKey(name, request.query);
    const kept = cache.get(key);
    if (kept !== undefined) return reply.type(JSON_TYPE).send(kept);
    const answer = await handler(request);
    if (answer.status !== 200) return sendAnswer(reply, answer);
    const body = JSON.stringify(answer.body);
    cache.set(key, body);
    return reply.type(JSON_TYPE).send(body);
  }, handler.contract);

const catalogueRoute = <I, A, O>(
  answer: t.Type<A, O, unknown>,
  decode: RouteDecoder<I>,
  run: (input: I) => ResultAsync<A, CatalogueError>,
) => route({ decode, run, errors: catalogueErrorAnswer, answer });

export const catalogueRoutes = (catalogue: ShopCatalogue, cache: ResponseCache) => async (app: FastifyInstance) => {
  const storeOf = (query: { store?: ShopCatalogue['defaultStore'] }) => query.store ?? catalogue.defaultStore;
  const pagingOf = (query: { page?: number; page_size?: number; sort?: Sort }) => ({
    page: query.page ?? 1,
    pageSize: query.page_size ?? DEFAULT_PAGE_SIZE,
    sort: query.sort ?? 'POPULARITY',
  });

  app.get(
    SHOP_API_PATHS.homeBlocks,
    schema('Home page blocks: each collection with its most popular designs'),
    answeredShared(
      cache,
      'homeBlocks',
      catalogueRoute(t.readonlyArray(HomeBlockCodec), fromQuery(HomeBlocksQuery), (query) =>
        catalogue.listHomeBlocks(query.page_size, storeOf(query)),
      ),
    ),
  );

  app.get(
    SHOP_API_PATHS.designs,
    schema('Designs by collection, article, tag and free-text query, combined; paged and sorted'),
    answeredShared(
      cache,
      'designs',
      catalogueRoute(DesignPageCodec, fromQuery(DesignsQuery), (query) =>
        catalogue.listDesigns({
          ...pagingOf(query),
          store: storeOf(query),
          ...(query.collection === undefined ? {} : { collection: query.collection }),
          ...(query.article === undefined ? {} : { articleId: query.article }),
          ...(query.tag === undefined ? {} : { tagSlug: query.tag }),
          ...(query.query === undefined ? {} : { text: query.query }),
        }),
      ),
    ),
  );

  app.get(
    `${SHOP_API_PATHS.designs}/:id`,
    schema("A design's page: its articles with store prices, pictures, tags and rating"),
    answered(
      catalogueRoute(DesignDetailCodec, fromBoth(fromParams(DesignParams), fromQuery(StoreOnlyQuery)), (input) =>
        catalogue.showDesign(input.id, storeOf(input)),
      ),
    ),
  );

  app.get(
    SHOP_API_PATHS.articles,
    schema('Every article the store sells, with its price there'),
    answered(
      catalogueRoute(t.readonlyArray(ArticleCodec), fromQuery(StoreOnlyQuery), (query) =>
        catalogue.listArticles(storeOf(query)),
      ),
    ),
  );

  app.get(
    `${SHOP_API_PATHS.articles}/:id`,
    schema('One article with its store price'),
    answered(
      catalogueRoute(ArticleCodec, fromBoth(fromParams(ArticleParams), fromQuery(StoreOnlyQuery)), (input) =>
        catalogue.showArticle(input.id, storeOf(input)),
      ),
    ),
  );

  app.get(
    SHOP_API_PATHS.tags,
    schema('Tags with their design counts, by name'),
    answered(
      catalogueRoute(t.readonlyArray(TagWithCountCodec), fromQuery(StoreOnlyQuery), (query) =>
        catalogue.listTags(storeOf(query)),
      ),
    ),
  );

  app.get(
    SHOP_API_PATHS.searchSuggestions,
    schema('What a search text suggests while typing: articles, designs and tags that every word finds, best first'),
    answeredShared(
      cache,
      'searchSuggestions',
      catalogueRoute(SearchSuggestionsCodec, fromQuery(SearchSuggestionsQuery), (query) =>
        catalogue.suggestSearch({ store: storeOf(query), text: query.query }),
      ),
    ),
  );

  app.get(
    SHOP_API_PATHS.offers,
    schema('Articles on offer in the store and a page of designs printable on them'),
    answered(
      catalogueRoute(OffersCodec, fromQuery(PagedStoreQuery), (query) =>
        catalogue.listOffers({ ...pagingOf(query), store: storeOf(query) }),
      ),
    ),
  );

  app.get(
    `${SHOP_API_PATHS.landingPages}/:slug`,
    schema('A landing page with what its list mode lists'),
    answered(
      catalogueRoute(LandingPageCodec, fromBoth(fromParams(LandingPageParams), fromQuery(PagedStoreQuery)), (input) =>
        catalogue.showLandingPage({ ...pagingOf(input), slug: input.slug, store: storeOf(input) }),
      ),
    ),
  );
};

import type * as t from 'io-ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Result, ResultAsync } from 'neverthrow';
import type { Sort } from '../../../core/domain/catalogue/sort.ts';
import {
  ArticleParams,
  DesignParams,
  DesignsQuery,
  HomeBlocksQuery,
  LandingPageParams,
  PagedStoreQuery,
  StoreOnlyQuery,
} from '../../shop-api-contract/catalogue.codec.ts';
import { decodeWith, type DecodeFailure } from '../../shop-api-contract/decode-with.ts';
import { SHOP_API_PATHS } from '../../shop-api-contract/paths.ts';
import type { ShopCatalogue } from '../../shop-in-process/in-process-catalogue-gateway.ts';
import { shopApiSuccess } from '../../../core/domain/http/shop-api-envelope.ts';
import { ERROR_CODES, sendData, sendError } from '../error-envelope.ts';
import type { ResponseCache } from '../response-cache.ts';
import { sendCatalogueError, type CatalogueError } from './catalogue-errors.ts';

/** A listing without paging shows the first page of 24, the most popular first. */
export const DEFAULT_PAGE_SIZE = 24;

const schema = (summary: string) => ({ schema: { summary, tags: ['catalogue'] } });

const badRequest = (reply: FastifyReply, failure: DecodeFailure) =>
  sendError(reply, 400, ERROR_CODES.badRequest, failure.errors.join('; '));

/** Decodes the request, runs the use case and answers with its data or its mapped error. */
const answer = async <A, T>(
  reply: FastifyReply,
  decoded: Result<A, DecodeFailure>,
  run: (input: A) => ResultAsync<T, CatalogueError>,
) => {
  if (decoded.isErr()) return badRequest(reply, decoded.error);
  const result = await run(decoded.value);
  return result.match(
    (data) => sendData(reply, data),
    (error) => sendCatalogueError(reply, error),
  );
};

/** Like `answer`, for reads that are the same for every visitor: the finished body is kept in `cache`. */
/** The request's own query less the caller's session: the same key is the same answer for everyone. */
const sharedKey = (name: string, query: unknown) =>
  `${name}:${JSON.stringify(
    Object.entries(query as Record<string, unknown>)
      .filter(([field]) => field !== 'ext_session_id')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  )}`;

/** Like `answer`, for reads that are the same for every visitor: the finished body is kept, found before decoding. */
const answerShared = async <A, T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  read: {
    readonly name: string;
    readonly decode: (query: unknown) => Result<A, DecodeFailure>;
    readonly run: (input: A) => ResultAsync<T, CatalogueError>;
  },
) => {
  const key = sharedKey(read.name, request.query);
  const kept = cache.get(key);
  if (kept !== undefined) return reply.type('application/json; charset=utf-8').send(kept);
  const decoded = read.decode(request.query);
  if (decoded.isErr()) return badRequest(reply, decoded.error);
  const result = await read.run(decoded.value);
  return result.match(
    (data) => {
      const body = JSON.stringify(shopApiSuccess(data));
      cache.set(key, body);
      return reply.type('application/json; charset=utf-8').send(body);
    },
    (error) => sendCatalogueError(reply, error),
  );
};

const both = <A, B>(a: Result<A, DecodeFailure>, b: Result<B, DecodeFailure>) =>
  a.andThen((x) => b.map((y) => ({ ...x, ...y })));

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
    (request, reply) =>
      answerShared(request, reply, cache, {
        name: 'homeBlocks',
        decode: decodeWith(HomeBlocksQuery),
        run: (query: t.TypeOf<typeof HomeBlocksQuery>) => catalogue.listHomeBlocks(query.page_size, storeOf(query)),
      }),
  );

  app.get(
    SHOP_API_PATHS.designs,
    schema('Designs by collection, article, tag and free-text query, combined; paged and sorted'),
    (request, reply) => {
      const listing = (query: t.TypeOf<typeof DesignsQuery>) => ({
        ...pagingOf(query),
        store: storeOf(query),
        ...(query.collection === undefined ? {} : { collection: query.collection }),
        ...(query.article === undefined ? {} : { articleId: query.article }),
        ...(query.tag === undefined ? {} : { tagSlug: query.tag }),
        ...(query.query === undefined ? {} : { text: query.query }),
      });
      return answerShared(request, reply, cache, {
        name: 'designs',
        decode: decodeWith(DesignsQuery),
        run: (query: t.TypeOf<typeof DesignsQuery>) => catalogue.listDesigns(listing(query)),
      });
    },
  );

  app.get(
    `${SHOP_API_PATHS.designs}/:id`,
    schema("A design's page: its articles with store prices, pictures, tags and rating"),
    (request, reply) =>
      answer(
        reply,
        both(decodeWith(DesignParams)(request.params), decodeWith(StoreOnlyQuery)(request.query)),
        (input) => catalogue.showDesign(input.id, storeOf(input)),
      ),
  );

  app.get(SHOP_API_PATHS.articles, schema('Every article the store sells, with its price there'), (request, reply) =>
    answer(reply, decodeWith(StoreOnlyQuery)(request.query), (query) => catalogue.listArticles(storeOf(query))),
  );

  app.get(`${SHOP_API_PATHS.articles}/:id`, schema('One article with its store price'), (request, reply) =>
    answer(reply, both(decodeWith(ArticleParams)(request.params), decodeWith(StoreOnlyQuery)(request.query)), (input) =>
      catalogue.showArticle(input.id, storeOf(input)),
    ),
  );

  app.get(SHOP_API_PATHS.tags, schema('Tags with their design counts, by name'), (request, reply) =>
    answer(reply, decodeWith(StoreOnlyQuery)(request.query), (query) => catalogue.listTags(storeOf(query))),
  );

  app.get(
    SHOP_API_PATHS.offers,
    schema('Articles on offer in the store and a page of designs printable on them'),
    (request, reply) =>
      answer(reply, decodeWith(PagedStoreQuery)(request.query), (query) =>
        catalogue.listOffers({ ...pagingOf(query), store: storeOf(query) }),
      ),
  );

  app.get(
    `${SHOP_API_PATHS.landingPages}/:slug`,
    schema('A landing page with what its list mode lists'),
    (request, reply) =>
      answer(
        reply,
        both(decodeWith(LandingPageParams)(request.params), decodeWith(PagedStoreQuery)(request.query)),
        (input) => catalogue.showLandingPage({ ...pagingOf(input), slug: input.slug, store: storeOf(input) }),
      ),
  );
};

import type { FastifyInstance } from 'fastify';
import { CollectionDesignsQuery, HomeBlocksQuery } from '../../shop-api-contract/catalogue.codec.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { SHOP_API_PATHS } from '../../shop-api-contract/paths.ts';
import type { ShopCatalogue } from '../../shop-in-process/in-process-catalogue-gateway.ts';
import { ERROR_CODES, sendData, sendError } from '../error-envelope.ts';

export const catalogueRoutes = (catalogue: ShopCatalogue) => async (app: FastifyInstance) => {
  app.get(SHOP_API_PATHS.homeBlocks, async (request, reply) => {
    const query = decodeWith(HomeBlocksQuery)(request.query);
    if (query.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, query.error.errors.join('; '));
    const blocks = await catalogue.listHomeBlocks(query.value.page_size);
    return blocks.match(
      (data) => sendData(reply, data),
      () => sendError(reply, 503, ERROR_CODES.internal, 'The catalogue is unavailable'),
    );
  });

  app.get(SHOP_API_PATHS.collectionDesigns, async (request, reply) => {
    const query = decodeWith(CollectionDesignsQuery)(request.query);
    if (query.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, query.error.errors.join('; '));
    const { collection, page, page_size } = query.value;
    const designs = await catalogue.listCollectionDesigns(collection, page, page_size);
    return designs.match(
      (data) => sendData(reply, data),
      (error) =>
        error.type === 'InvalidPaging'
          ? sendError(reply, 400, ERROR_CODES.badRequest, 'page and page_size must be positive, page_size at most 48')
          : sendError(reply, 503, ERROR_CODES.internal, 'The catalogue is unavailable'),
    );
  });
};

import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { ShopCatalogue } from '../shop-in-process/in-process-catalogue-gateway.ts';
import { ERROR_CODES, sendError } from './error-envelope.ts';
import { catalogueRoutes } from './shop-api/catalogue.routes.ts';
import { toWebRequest } from './web-request.ts';

export type RenderedPage =
  | { readonly kind: 'html'; readonly status: number; readonly html: string }
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string };

export type ServerDeps = {
  readonly shopApiBasePath: string;
  readonly catalogue: ShopCatalogue;
  /** Server-side rendering of one storefront page. */
  readonly renderPage: (request: Request) => Promise<RenderedPage>;
  /** Built client assets (hashed, served as immutable); absent in development. */
  readonly clientAssetsDir?: string;
  /** Lets development mount Vite's middleware before the routes. */
  readonly beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  readonly logger?: FastifyServerOptions['logger'];
};

export const createServer = async (deps: ServerDeps): Promise<FastifyInstance> => {
  const app = Fastify({ logger: deps.logger ?? false, trustProxy: true });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    if (status === 413) return sendError(reply, 413, ERROR_CODES.payloadTooLarge, 'The request body is too large');
    if (status === 415) return sendError(reply, 415, ERROR_CODES.unsupportedMediaType, error.message);
    if (status >= 400 && status < 500) return sendError(reply, status, ERROR_CODES.badRequest, error.message);
    return sendError(reply, 500, ERROR_CODES.internal, 'Internal server error');
  });

  if (deps.beforeRoutes) await deps.beforeRoutes(app);
  if (deps.clientAssetsDir) {
    await app.register(fastifyStatic, {
      root: `${deps.clientAssetsDir}/assets`,
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
    });
  }

  await app.register(catalogueRoutes(deps.catalogue), { prefix: deps.shopApiBasePath });

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, 404, ERROR_CODES.notFound, `No such endpoint: ${request.method} ${request.url}`);
  app.setNotFoundHandler(notFound);

  // Every other GET is a storefront page, rendered on the server.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      if (request.url.startsWith(`${deps.shopApiBasePath}/`)) return notFound(request, reply);
      const page = await deps.renderPage(toWebRequest(request));
      if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
      return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
    },
  });

  return app;
};

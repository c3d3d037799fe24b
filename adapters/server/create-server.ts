import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { ERROR_CODES, sendError } from './error-envelope.ts';
import { shopApi } from './shop-api/shop-api-hooks.ts';
import { pagePathOf } from '../shop-api-contract/page-outcome.codec.ts';
import { pageRequestOf, type PageRequest } from './page-request.ts';
import { refuseHostileInput, refuseUnreadableBody, SERVER_TIMEOUTS } from './input-guard.ts';
import { INPUT_LIMITS } from './input-edge.ts';
import { shopApiFailure } from '../shop-api-contract/shop-api-envelope.ts';

export type RenderedPage =
  /** The page as UTF-8 bytes: the parts that never change are encoded once, not on every request. */
  | { readonly kind: 'html'; readonly status: number; readonly html: Buffer }
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string };

/** The storefront's pages: HTML for a first load, the `_payload.json` outcome for client-side navigation. */
export type StorefrontPages = {
  readonly render: (request: PageRequest, reply: FastifyReply) => Promise<RenderedPage>;
  readonly payload: (
    request: PageRequest,
    reply: FastifyReply,
  ) => Promise<{ readonly status: number; readonly body: unknown }>;
};

export type ServerDeps = {
  readonly shopApiBasePath: string;
  /** Shop API contexts, mounted under the base path behind the Shop API's common hooks. */
  readonly shopApiRoutes: readonly FastifyPluginAsync[];
  /** Product-server and other site-root routes (/api/session, /images/upload, …). */
  readonly rootRoutes: readonly FastifyPluginAsync[];
  /** May set cookies on the reply (the storefront session). */
  readonly pages: StorefrontPages;
  /** Built client assets (hashed, served as immutable); absent in development. */
  readonly clientAssetsDir?: string;
  /** Lets development mount Vite's middleware before the routes. */
  readonly beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  readonly logger?: FastifyServerOptions['logger'];
  /** The proxies whose forwarded client address is believed (TRUST_PROXY). */
  readonly trustProxy: boolean | number | string;
  /** How long clients may take; SERVER_TIMEOUTS unless a spec shortens them all. */
  readonly timeouts?: typeof SERVER_TIMEOUTS;
  /**
   * What the routes use (the database, its notices), closed in this order once every route's own closing is done:
   * Fastify runs close hooks last-added first, so these are added before any route.
   */
  readonly closeLast?: readonly (() => Promise<void>)[];
};

const decodablePath = (url: string): boolean => {
  try {
    decodeURIComponent(url.replace(/[?#].*$/s, ''));
    return true;
  } catch {
    return false;
  }
};

/** A route's path as a pattern of concrete paths: `/orders/:id` matches `/orders/x`, `/api/auth/*` anything below. */
const pathPattern = (url: string): RegExp =>
  new RegExp(
    `^${url
      .split('/')
      .map((segment) =>
        segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}$`,
  );

/**
 * What Node refuses before Fastify sees a request (headers too large, a malformed request line, a client too slow),
 * answered in the error envelope like every other refusal, then the connection closed: destroyed once the answer is
 * flushed, since a half-closed socket stays open for as long as a client that never reads keeps trickling bytes.
 */
const clientErrorHandler = (error: NodeJS.ErrnoException, socket: Socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message =
    status === 431 ? 'The request headers are too large' : status === 408 ? 'The request took too long' : 'Bad request';
  const body = JSON.stringify(shopApiFailure({ code: ERROR_CODES.badRequest, message }));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
};

/**
 * What the router refuses before any route or hook runs (a parameter past maxParamLength on a path no catch-all
 * takes, a path it cannot decode), in the error envelope; never echoing the path, which may hold a session id.
 */
const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void sendError(reply, 414, ERROR_CODES.badRequest, 'A path parameter is too long');
  } else if (error.code === 'FST_ERR_BAD_URL') {
    void sendError(reply, 400, ERROR_CODES.badRequest, 'The path is not a valid URL component');
  } else {
    void sendError(reply, 500, ERROR_CODES.internal, 'Internal server error');
  }
};

export const createServer = async (deps: ServerDeps): Promise<FastifyInstance> => {
  // Believing X-Forwarded-For from anyone would let a client pick its own IP and dodge every rate limit.
  const hops = deps.trustProxy;
  const trustProxy = typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  // A path that cannot be decoded is routed as '/' and answered as a bad request: the error screen or the envelope.
  const undecodable = new WeakMap<IncomingMessage, string>();
  const rewriteUrl = (raw: IncomingMessage): string => {
    const url = raw.url ?? '/';
    if (decodablePath(url)) return url;
    undecodable.set(raw, url);
    return '/';
  };
  const options: FastifyHttpOptions<Server> = {
    logger: deps.logger ?? false,
    trustProxy,
    rewriteUrl,
    bodyLimit: INPUT_LIMITS.bodyBytes,
    ...(deps.timeouts ?? SERVER_TIMEOUTS),
    clientErrorHandler,
    frameworkErrors,
  };
  const app = Fastify(options);
  const closeLast = deps.closeLast ?? [];
  if (closeLast.length > 0) {
    app.addHook('onClose', async () => {
      for (const close of closeLast) await close();
    });
  }
  // Every route's methods by path, so a known path asked with another method answers 405 with Allow.
  const known: { readonly pattern: RegExp; readonly methods: readonly string[]; readonly catchAll: boolean }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url === '/*') return;
    known.push({ pattern: pathPattern(route.url), methods: [route.method].flat(), catchAll: route.url.endsWith('*') });
  });
  // A path a route names itself (`/api/auth/signup`) is that route's: a catch-all beside it (`/api/auth/*`) refuses it.
  const allowedMethods = (path: string) => {
    const matching = known.filter((route) => route.pattern.test(path));
    const own = matching.some((route) => !route.catchAll) ? matching.filter((route) => !route.catchAll) : matching;
    return [...new Set(own.flatMap((route) => route.methods))];
  };
  const badPath = (request: FastifyRequest) => undecodable.get(request.raw);
  const badRequest = (reply: FastifyReply) =>
    sendError(reply, 400, ERROR_CODES.badRequest, 'The path is not a valid URL component');
  // Before every route's own hooks: garbage is refused once, here, with the error envelope.
  app.addHook('onRequest', refuseUnreadableBody);
  app.addHook('preValidation', refuseHostileInput);

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    if (status === 413) return sendError(reply, 413, ERROR_CODES.payloadTooLarge, 'The request body is too large');
    if (status === 415) return sendError(reply, 415, ERROR_CODES.unsupportedMediaType, error.message);
    if (status === 414) return sendError(reply, 414, ERROR_CODES.badRequest, 'A path parameter is too long');
    if (status >= 400 && status < 500) return sendError(reply, status, ERROR_CODES.badRequest, error.message);
    return sendError(reply, 500, ERROR_CODES.internal, 'Internal server error');
  });

  await app.register(cookie);
  // Pages and API answers are compressed as they go; built assets already have their .br and .gz beside them.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  if (deps.beforeRoutes) await deps.beforeRoutes(app);
  if (deps.clientAssetsDir) {
    // Hashed bundles under /assets never change; files from ui/public (favicon…) may, so they are cached briefly.
    await app.register(fastifyStatic, {
      root: deps.clientAssetsDir,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathName) => !pathName.startsWith('/ui/'),
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        void res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  await app.register(shopApi(deps.shopApiRoutes), { prefix: deps.shopApiBasePath });
  for (const routes of deps.rootRoutes) await app.register(routes);

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const bad = badPath(request);
    if (bad !== undefined) return badRequest(reply);
    const allowed = allowedMethods(request.url.split('?')[0] ?? '');
    // The path fits a route of this very method, yet the router refused it: a parameter past maxParamLength.
    if (allowed.includes(request.method)) {
      return sendError(reply, 414, ERROR_CODES.badRequest, 'A path parameter is too long');
    }
    if (allowed.length > 0) {
      const allow = (allowed.includes('GET') ? [...new Set([...allowed, 'HEAD'])] : allowed).sort().join(', ');
      reply.header('allow', allow);
      return sendError(reply, 405, ERROR_CODES.methodNotAllowed, `This endpoint answers ${allow} only`);
    }
    // Neither the path nor the query goes into the message: they may hold a session id.
    return sendError(reply, 404, ERROR_CODES.notFound, 'No such endpoint');
  };
  app.setNotFoundHandler(notFound);

  // Every other GET is a storefront page, rendered on the server.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    // Pages read their own query and ignore what they do not know, hostile keys included.
    config: { pageRoute: true },
    handler: async (request, reply) => {
      const bad = badPath(request);
      if (bad?.startsWith(`${deps.shopApiBasePath}/`)) return badRequest(reply);
      if (request.url.startsWith(`${deps.shopApiBasePath}/`)) return notFound(request, reply);
      if (pagePathOf(request.url.split('?')[0] ?? '') !== null) {
        const payload = await deps.pages.payload(pageRequestOf(request), reply);
        return reply.status(payload.status).header('cache-control', 'no-store').send(payload.body);
      }
      const page = await deps.pages.render(
        bad === undefined ? pageRequestOf(request) : { ...pageRequestOf(request), failure: 400 },
        reply,
      );
      if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
      // As bytes: a string is measured for Content-Length and then encoded again on write, two passes over the page.
      return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
    },
  });

  return app;
};

import type { FastifyPluginAsync } from 'fastify';
import type { Container } from 'inversify';

/**
 * One bounded context of the shop service, as the server wires it: bindings into the process
 * container, then the HTTP routes resolved from it.
 */
export type ServerModule = {
  readonly name: string;
  /** Binds the context's repositories, adapters and use cases (factories only, no decorators). */
  readonly bind: (container: Container) => void;
  /** Routes mounted under SHOP_API_BASE_PATH, behind the Shop API's common hooks. */
  readonly shopApiRoutes?: (container: Container) => FastifyPluginAsync;
  /** Routes at the site root: product-server endpoints such as /api/session or /images/upload. */
  readonly rootRoutes?: (container: Container) => FastifyPluginAsync;
};

import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { ViteDevServer } from 'vite';
import { openDatabase, type DatabaseLocation } from '../../adapters/postgres/database.ts';
import { seedDemoData } from '../../adapters/postgres/seeds/index.ts';
import { createServer, type RenderedPage } from '../../adapters/server/create-server.ts';
import { storefrontSessionId } from '../../adapters/server/storefront-session-cookie.ts';
import { storeFor } from '../../core/domain/site/stores.ts';
import { TOKENS } from '../tokens.ts';
import type { ServerConfig } from './config.ts';
import { createRequestContainer, createServerContainer } from './container.ts';
import { SERVER_MODULES } from './modules/index.ts';
import { createPageRenderer, type PageRequestScope } from './render-page.tsx';

export type StartOptions = {
  readonly config: ServerConfig;
  /** The repository root: migrations, the built client and the HTML shell are found from here. */
  readonly appRoot: string;
  /** Development only: Vite in middleware mode, for HMR and on-the-fly transforms. */
  readonly vite?: ViteDevServer;
  /** Where the data lives when not the config's choice: specs use an in-memory database. */
  readonly database?: DatabaseLocation;
  /** The HTML shell when not the built one: specs render without a client build. */
  readonly template?: string;
};

type RenderPage = (request: Request, scope: PageRequestScope) => Promise<RenderedPage>;

/** Development renders through Vite so that UI edits reach server-rendered HTML without a restart. */
const viteRenderer =
  (vite: ViteDevServer, appRoot: string, lang: string): RenderPage =>
  async (request, scope) => {
    const shell = await readFile(path.join(appRoot, 'ui/index.html'), 'utf8');
    const template = await vite.transformIndexHtml(new URL(request.url).pathname, shell);
    const module = (await vite.ssrLoadModule('/composition-root/server/render-page.tsx')) as {
      createPageRenderer: typeof createPageRenderer;
    };
    return module.createPageRenderer({ template, lang })(request, scope);
  };

/** Opens and migrates the database, seeds the demo data once, and builds the HTTP server (not yet listening). */
export const buildApp = async ({ config, appRoot, vite, ...overrides }: StartOptions) => {
  const database = await openDatabase(
    overrides.database ??
      (config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.resolve(appRoot, config.dataDir) }),
  );
  await database.migrate(path.join(appRoot, 'adapters/postgres/migrations'));
  await seedDemoData(database.db);

  const root = createServerContainer(config, database, SERVER_MODULES);
  const ids = root.get(TOKENS.ids);
  const lang = storeFor(config.store).locale;
  const render: RenderPage = vite
    ? viteRenderer(vite, appRoot, lang)
    : createPageRenderer({
        lang,
        template: overrides.template ?? (await readFile(path.join(appRoot, 'dist/client/ui/index.html'), 'utf8')),
      });

  const renderPage = (request: Request, reply: FastifyReply) =>
    render(request, {
      useCases: createRequestContainer(root).get(TOKENS.storefrontUseCases),
      browserConfig: {
        shopApiBasePath: config.shopApiBasePath,
        extSessionId: storefrontSessionId(reply.request, reply, ids),
      },
    });

  const app = await createServer({
    shopApiBasePath: config.shopApiBasePath,
    shopApiRoutes: SERVER_MODULES.flatMap((module) => (module.shopApiRoutes ? [module.shopApiRoutes(root)] : [])),
    rootRoutes: SERVER_MODULES.flatMap((module) => (module.rootRoutes ? [module.rootRoutes(root)] : [])),
    renderPage,
    ...(vite
      ? {
          beforeRoutes: async (server) => {
            await server.register((await import('@fastify/middie')).default);
            server.use(vite.middlewares);
          },
        }
      : { clientAssetsDir: path.join(appRoot, 'dist/client') }),
    logger: { level: config.logLevel },
  });
  app.addHook('onClose', () => database.close());
  return app;
};

export const startServer = async (options: StartOptions) => {
  const app = await buildApp(options);
  await app.listen({ port: options.config.port, host: options.config.host });
  return app;
};

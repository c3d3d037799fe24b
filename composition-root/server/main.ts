import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { createServer, type RenderedPage } from '../../adapters/server/create-server.ts';
import { seedDemoData } from '../../adapters/postgres/demo-seed.ts';
import { openDatabase, type DatabaseLocation } from '../../adapters/postgres/database.ts';
import { storeFor } from '../../core/domain/site/stores.ts';
import { TOKENS } from '../tokens.ts';
import type { ServerConfig } from './config.ts';
import { createRequestContainer, createServerContainer } from './container.ts';
import { createPageRenderer } from './render-page.tsx';

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

/** Opens and migrates the database, seeds the demo data once, and builds the HTTP server (not yet listening). */
export const buildApp = async ({ config, appRoot, vite, ...overrides }: StartOptions) => {
  const database = await openDatabase(
    overrides.database ??
      (config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.resolve(appRoot, config.dataDir) }),
  );
  await database.migrate(path.join(appRoot, 'adapters/postgres/migrations'));
  await seedDemoData(database.db);

  const root = createServerContainer(database);
  const rendererDeps = {
    browserConfig: { shopApiBasePath: config.shopApiBasePath },
    lang: storeFor(config.store).locale,
    useCasesFor: () => createRequestContainer(root).get(TOKENS.storefrontUseCases),
  };

  const renderPage = vite
    ? async (request: Request): Promise<RenderedPage> => {
        const shell = await readFile(path.join(appRoot, 'ui/index.html'), 'utf8');
        const template = await vite.transformIndexHtml(new URL(request.url).pathname, shell);
        const module = (await vite.ssrLoadModule('/composition-root/server/render-page.tsx')) as {
          createPageRenderer: typeof createPageRenderer;
        };
        return module.createPageRenderer({ ...rendererDeps, template })(request);
      }
    : createPageRenderer({
        ...rendererDeps,
        template: overrides.template ?? (await readFile(path.join(appRoot, 'dist/client/ui/index.html'), 'utf8')),
      });

  const app = await createServer({
    shopApiBasePath: config.shopApiBasePath,
    catalogue: root.get(TOKENS.shopCatalogue),
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

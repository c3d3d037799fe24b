import { readFile, stat } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { ViteDevServer } from 'vite';
import { openDatabase, type DatabaseHandle, type DatabaseLocation } from '../../adapters/postgres/database.ts';
import { seedDemoData } from '../../adapters/postgres/seeds/index.ts';
import { createServer, type RenderedPage, type StorefrontPages } from '../../adapters/server/create-server.ts';
import type { PageRequest } from '../../adapters/server/page-request.ts';
import { encodePageOutcome, pagePathOf } from '../../adapters/shop-api-contract/page-outcome.codec.ts';
import { logRedaction } from '../../adapters/system/log-redaction.ts';
import { decodeWith } from '../../adapters/shop-api-contract/decode-with.ts';
import { LatestBuildCodec } from '../../adapters/shop-api-contract/product-server.codec.ts';
import { sessionCookieValue, storefrontSessionId } from '../../adapters/server/storefront-session-cookie.ts';
import { storeFor } from '../../core/domain/site/stores.ts';
import { announcedSitesOf } from './announced-sites.ts';
import type { PasswordHasher } from '../../core/shop/auth/password-hasher.port.ts';
import { TOKENS } from '../tokens.ts';
import type { ServerConfig } from './config.ts';
import { createServerContainer, storefrontUseCasesFor } from './container.ts';
import { SERVER_MODULES } from './modules/index.ts';
import { AUTH_TOKENS } from './modules/auth.module.ts';
import { noPageChunks, readPageChunks } from '../server-render/page-chunks.ts';
import { createPageRenderer, type PageRendererDeps, type PageRequestScope } from '../server-render/render-page.tsx';
import { loadTranslations } from '../server-render/translations.ts';
import { openOperatorEndpoint } from './operator-endpoint.ts';
import { openChangeNotices } from './open-change-notices.ts';
import { liveSiteConfigOf } from './live-site-config.ts';
import { consentDueFor } from './consent-due.ts';
import { landingCookiesOf } from './landing.ts';
import { chosenLocaleCookie } from '../../adapters/server/locale-cookie.ts';
import type { RequestScope } from './request-scope.ts';
import { readySchema } from './database-schema.ts';
import { servesShop } from './shop-role.ts';
import { listenForHealth } from './worker-health.ts';

export type StartOptions = {
  readonly config: ServerConfig;
  /** The repository root: migrations, the built client and the HTML shell are found from here. */
  readonly appRoot: string;
  /** Development only: Vite in middleware mode, for HMR and on-the-fly transforms. */
  readonly vite?: ViteDevServer;
  /** Where the data lives when not the config's choice: specs pass an in-memory database they keep a hand on. */
  readonly database?: DatabaseLocation | DatabaseHandle;
  /** The HTML shell when not the built one: specs render without a client build. */
  readonly template?: string;
  /** Where log lines go when not stdout: specs read them. */
  readonly logWrite?: (line: string) => void;
  /** Specs only: hashes passwords at a lower cost than the shop's (serve.ts never passes one). */
  readonly passwordHasher?: PasswordHasher;
  /** A listening shop on the embedded database takes `npm run shop` commands through its operator endpoint. */
  readonly operatorEndpoint?: boolean;
};

type RenderPage = (request: PageRequest, scope: PageRequestScope) => Promise<RenderedPage>;

/** Development renders through Vite so that UI edits reach server-rendered HTML without a restart. */
const viteRenderer =
  (vite: ViteDevServer, appRoot: string, deps: Omit<PageRendererDeps, 'template'>): RenderPage =>
  async (request, scope) => {
    const shell = await readFile(path.join(appRoot, 'ui/index.html'), 'utf8');
    const template = await vite.transformIndexHtml(request.url.pathname, shell);
    const module = (await vite.ssrLoadModule('/composition-root/server-render/render-page.tsx')) as {
      createPageRenderer: typeof createPageRenderer;
    };
    return module.createPageRenderer({ ...deps, template })(request, scope);
  };

/** The built shell's date stands for the build's; development uses the start time. */
const buildDateOf = async (templatePath: string | undefined) =>
  (templatePath ? (await stat(templatePath)).mtime : new Date()).toISOString();

/**
 * The build this process serves, as builds/latest.json named it at start: a page knows its own build and
 * notices when latest.json moves on. Development and specs without a client build have none.
 */
const ownBuildIdOf = async (builtShell: string | undefined, appRoot: string): Promise<string | null> => {
  if (builtShell === undefined) return null;
  const text = await readFile(path.join(appRoot, 'dist/builds/latest.json'), 'utf8').catch(() => 'null');
  try {
    return decodeWith(LatestBuildCodec)(JSON.parse(text)).match(
      (latest) => latest.id,
      () => null,
    );
  } catch {
    return null;
  }
};

/** Opens and migrates the database, seeds the demo data once, and builds the HTTP server (not yet listening). */
export const buildApp = async ({ config, appRoot, vite, ...overrides }: StartOptions) => {
  const given = overrides.database;
  const database =
    given && 'db' in given
      ? given
      : await openDatabase(
          given ??
            (config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.resolve(appRoot, config.dataDir) }),
        );
  await readySchema(database, appRoot, config.migrateAtStart).catch(async (error: unknown) => {
    if (database !== given) await database.close();
    throw error;
  });
  await seedDemoData(database.db);

  // Opened before the app's logger exists: a broken connection is logged by the app once it does.
  const noticeLog = { warn: (message: string) => console.warn(message) };
  const notices = await openChangeNotices(config, database, (message) => noticeLog.warn(message));
  const root = createServerContainer(config, database, SERVER_MODULES, overrides.logWrite, notices);
  if (overrides.passwordHasher) root.rebind(AUTH_TOKENS.passwords).toConstantValue(overrides.passwordHasher);
  const sessionIds = root.get(TOKENS.sessionIds);
  const builtShell = vite || overrides.template ? undefined : path.join(appRoot, 'dist/client/ui/index.html');
  const buildDate = await buildDateOf(builtShell);
  const buildId = await ownBuildIdOf(builtShell, appRoot);
  const rendererDeps = {
    defaultLocale: storeFor(config.store).locale,
    brand: storeFor(config.store).brand,
    translations: loadTranslations(appRoot),
    publicUrl: config.publicUrl,
    sites: announcedSitesOf(config),
  };
  const render: RenderPage = vite
    ? viteRenderer(vite, appRoot, rendererDeps)
    : createPageRenderer({
        ...rendererDeps,
        template: overrides.template ?? (await readFile(builtShell!, 'utf8')),
        pageChunks: builtShell
          ? await readPageChunks(path.join(appRoot, 'dist/client/.vite/manifest.json'))
          : noPageChunks,
      });

  const landing = landingCookiesOf(root, config);
  const useCasesFor = storefrontUseCasesFor(root);
  const scopeOf = (reply: FastifyReply): RequestScope => ({
    sessionId: storefrontSessionId(reply.request, reply, sessionIds),
    localeCookie: chosenLocaleCookie(reply.request, reply),
  });
  const pages: StorefrontPages = {
    render: async (request, reply) => {
      const scope = scopeOf(reply);
      await landing(reply.request, reply);
      // Read once for the whole render (from the settings' short cache): every price on the page follows it.
      const site = await liveSiteConfigOf(root, config.store);
      const useCases = useCasesFor(scope, reply.request, site);
      // A first visit (no session cookie yet) has answered nothing and has no cart: no need to read either.
      const firstVisit = sessionCookieValue(reply.request, sessionIds.cookie) === undefined;
      const [consentDue, cartItemCount] = await Promise.all([
        firstVisit ? true : consentDueFor(root, scope.sessionId),
        firstVisit
          ? 0
          : useCases.cart.view().match(
              (cart) => cart.itemCount,
              () => null,
            ),
      ]);
      return render(request, {
        useCases,
        brandName: site.brandName,
        browserConfig: {
          shopApiBasePath: config.shopApiBasePath,
          extSessionId: scope.sessionId,
          buildDate,
          buildId,
          integrations: { analyticsId: site.analyticsId, pushNotificationsId: site.pushNotificationsId },
          consentDue,
          cartItemCount,
        },
      });
    },
    payload: async (request, reply) => {
      const { url } = request;
      const site = await liveSiteConfigOf(root, config.store);
      const { openPage } = useCasesFor(scopeOf(reply), reply.request, site);
      const outcome = await openPage(pagePathOf(url.pathname) ?? '/', url.search);
      return outcome.match(
        (opened) => ({ status: opened.kind === 'error' ? opened.status : 200, body: encodePageOutcome(opened) }),
        (error) => ({ status: 500, body: { kind: 'error', status: 500, message: error.message } }),
      );
    },
  };

  const app = await createServer({
    shopApiBasePath: config.shopApiBasePath,
    shopApiRoutes: SERVER_MODULES.flatMap((module) => (module.shopApiRoutes ? [module.shopApiRoutes(root)] : [])),
    rootRoutes: SERVER_MODULES.flatMap((module) => (module.rootRoutes ? [module.rootRoutes(root)] : [])),
    pages,
    ...(vite
      ? {
          beforeRoutes: async (server) => {
            await server.register((await import('@fastify/middie')).default);
            server.use(vite.middlewares);
          },
        }
      : { clientAssetsDir: path.join(appRoot, 'dist/client') }),
    logger: {
      level: config.logLevel,
      ...logRedaction({ production: config.production }),
      ...(overrides.logWrite ? { stream: { write: overrides.logWrite } } : {}),
    },
    trustProxy: config.trustProxy,
    // After the job queue has stopped and every route has closed; PGlite stops listening while it is still open.
    closeLast: [() => notices.close(), () => database.close()],
  });
  noticeLog.warn = (message) => app.log.warn(message);
  if (overrides.operatorEndpoint && database.engine === 'pglite' && !given && !config.databaseUrl) {
    let endpoint: { readonly close: () => Promise<void> } | undefined;
    const dataDir = path.resolve(appRoot, config.dataDir);
    app.addHook('onListen', async () => {
      endpoint = await openOperatorEndpoint({
        dataDir,
        database,
        config,
        notices,
      });
    });
    app.addHook('preClose', async () => endpoint?.close());
  }
  return app;
};

/**
 * Listens for the shop; a `worker` instead readies the app (which starts its background work) and listens for its
 * health endpoint only. Closing the app closes either.
 */
export const startServer = async (options: StartOptions) => {
  const app = await buildApp({ operatorEndpoint: true, ...options });
  const { config } = options;
  if (servesShop(config)) {
    await app.listen({ port: config.port, host: config.host });
    return app;
  }
  const health: { server?: Server } = {};
  app.addHook('onClose', async () => {
    await new Promise((resolve) => (health.server ? health.server.close(resolve) : resolve(undefined)));
  });
  await app.ready();
  health.server = await listenForHealth(config.port, config.host).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  app.log.info({ port: config.port, role: config.role }, 'Worker running; it answers only its health endpoint');
  return app;
};

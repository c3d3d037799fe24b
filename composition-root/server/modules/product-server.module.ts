import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { libheifImageDecoder } from '../../../adapters/images/libheif-image-decoder.ts';
import { sharpImageInspector } from '../../../adapters/images/sharp-image-inspector.ts';
import { sharpImageProcessor } from '../../../adapters/images/sharp-image-processor.ts';
import { postgresPageEventStore } from '../../../adapters/postgres/postgres-page-event-store.ts';
import { postgresStorefrontSessionRepository } from '../../../adapters/postgres/postgres-storefront-session-repository.ts';
import { postgresUploadRepository } from '../../../adapters/postgres/postgres-upload-repository.ts';
import { openApiDocs } from '../../../adapters/server/openapi.ts';
import { buildsRoutes } from '../../../adapters/server/product-server/builds.routes.ts';
import { clientLogRoutes } from '../../../adapters/server/product-server/client-log.routes.ts';
import { iconsRoutes } from '../../../adapters/server/product-server/icons.routes.ts';
import { pageEventRoutes } from '../../../adapters/server/product-server/page-events.routes.ts';
import { productServer } from '../../../adapters/server/product-server/product-server-hooks.ts';
import { sessionRoutes } from '../../../adapters/server/product-server/session.routes.ts';
import { translationsRoutes } from '../../../adapters/server/product-server/translations.routes.ts';
import { uploadRoutes } from '../../../adapters/server/product-server/uploads.routes.ts';
import type { RateLimitCheck } from '../../../adapters/server/rate-limit.ts';
import { securityHeaders } from '../../../adapters/server/security-headers.ts';
import type { SignedInCustomer } from '../../../adapters/server/signed-in-customer.ts';
import { uploadFile } from '../../../core/shop/media/upload-file.use-case.ts';
import { exportPageEvents } from '../../../core/shop/marketing/export-page-events.use-case.ts';
import { recordPageEvent } from '../../../core/shop/marketing/record-page-event.use-case.ts';
import type { PageEventStore } from '../../../core/shop/marketing/page-event-store.port.ts';
import { getSession } from '../../../core/shop/session/get-session.use-case.ts';
import type { StorefrontSessionRepository } from '../../../core/shop/session/storefront-session-repository.port.ts';
import { updateSession } from '../../../core/shop/session/update-session.use-case.ts';
import { findAppRoot } from '../app-root.ts';
import { token, TOKENS } from '../../tokens.ts';
import { bindOverDatabase, rateLimitCheckOf } from './database-bindings.ts';
import { MEDIA_TOKENS } from './media.module.ts';
import type { ServerModule } from './server-module.ts';

/** The product-server context's keys. */
export const PRODUCT_SERVER_TOKENS = {
  sessions: token<StorefrontSessionRepository>('productServer.sessions'),
  pageEvents: token<PageEventStore>('productServer.pageEvents'),
  checkRateLimit: token<RateLimitCheck>('productServer.checkRateLimit'),
  uploadFile: token<ReturnType<typeof uploadFile>>('productServer.uploadFile'),
  openApi: token<ReturnType<typeof openApiDocs>>('productServer.openApi'),
} as const;

/** Bound by the auth context: who is signed in on a request. Until it is, nobody is. */
export const SIGNED_IN_CUSTOMER = token<SignedInCustomer>('signedInCustomer');

const nobodySignedIn: SignedInCustomer = async () => null;

const APP_ROOT = findAppRoot();

/** Installed Iconify sets, by prefix. */
const ICON_COLLECTIONS = { mdi: createRequire(import.meta.url).resolve('@iconify-json/mdi/icons.json') };

export const productServerModule: ServerModule = {
  name: 'product-server',
  bind: (container) => {
    // One document for both collectors: the Shop API's routes and the root's are gathered apart, served merged.
    container.bind(PRODUCT_SERVER_TOKENS.openApi).toResolvedValue(
      (config) =>
        openApiDocs({
          shopApiBasePath: config.shopApiBasePath,
          title: 'Estampa shop service',
          version: '1',
          publicUrl: config.publicUrl,
        }),
      [TOKENS.config],
    );
    bindOverDatabase(container, PRODUCT_SERVER_TOKENS.sessions, postgresStorefrontSessionRepository);
    bindOverDatabase(container, PRODUCT_SERVER_TOKENS.pageEvents, postgresPageEventStore);
    container
      .bind(PRODUCT_SERVER_TOKENS.checkRateLimit)
      .toResolvedValue(rateLimitCheckOf, [TOKENS.database, TOKENS.clock]);
    container.bind(PRODUCT_SERVER_TOKENS.uploadFile).toResolvedValue(
      (blobs, db, clock, ids) =>
        uploadFile({
          blobs,
          images: sharpImageProcessor,
          inspector: sharpImageInspector,
          decoder: libheifImageDecoder,
          uploads: postgresUploadRepository(db.db),
          clock,
          ids,
        }),
      [MEDIA_TOKENS.blobs, TOKENS.database, TOKENS.clock, TOKENS.ids],
    );
  },
  shopApiRoutes: (container) => container.get(PRODUCT_SERVER_TOKENS.openApi).shopApiCollector,
  rootRoutes: (container) => {
    const config = container.get(TOKENS.config);
    const sessions = container.get(PRODUCT_SERVER_TOKENS.sessions);
    const pageEvents = container.get(PRODUCT_SERVER_TOKENS.pageEvents);
    const checkRate = container.get(PRODUCT_SERVER_TOKENS.checkRateLimit);
    const blobs = container.get(MEDIA_TOKENS.blobs);
    const signedInCustomer = container.isBound(SIGNED_IN_CUSTOMER) ? container.get(SIGNED_IN_CUSTOMER) : nobodySignedIn;
    const routes = productServer([
      sessionRoutes({
        getSession: getSession(sessions),
        updateSession: updateSession(sessions),
        signedInCustomer,
        sessionIds: container.get(TOKENS.sessionIds),
      }),
      pageEventRoutes({
        recordPageEvent: recordPageEvent({
          sessions,
          pageEvents,
          clock: container.get(TOKENS.clock),
          ids: container.get(TOKENS.ids),
        }),
        exportPageEvents: exportPageEvents(pageEvents),
        checkRateLimit: checkRate,
        exportToken: config.analyticsExportToken,
        sessionCookie: container.get(TOKENS.sessionIds).cookie,
      }),
      clientLogRoutes({ checkRateLimit: checkRate, sessionCookie: container.get(TOKENS.sessionIds).cookie }),
      uploadRoutes({
        uploadFile: container.get(PRODUCT_SERVER_TOKENS.uploadFile),
        readBlob: (key) => blobs.get(key),
        checkRateLimit: checkRate,
      }),
      buildsRoutes({ buildsDir: path.join(APP_ROOT, 'dist/builds') }),
      translationsRoutes({ localesDir: path.join(APP_ROOT, 'ui/locales') }),
      iconsRoutes({ collections: ICON_COLLECTIONS }),
    ]);
    // Root-level on purpose: the headers and the OpenAPI collector must reach every route, pages included.
    return fp(
      async (app: FastifyInstance) => {
        // Vite's dev server (which sets NODE_ENV=development) needs an inline preamble and a WebSocket.
        await app.register(securityHeaders({ development: process.env.NODE_ENV === 'development' }));
        await app.register(container.get(PRODUCT_SERVER_TOKENS.openApi).rootCollector);
        await app.register(routes);
      },
      { name: 'estampa-product-server' },
    );
  },
};

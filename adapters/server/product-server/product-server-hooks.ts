import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isSessionId, type SessionId } from '../../../core/domain/session/session-id.ts';
import { refuseCrossSiteWrites } from '../cross-site.ts';
import { sessionCookieValue, type SessionCookie } from '../storefront-session-cookie.ts';

/** Bodies of the product-server endpoints are small (uploads excepted: multipart has its own limits). */
export const PRODUCT_SERVER_BODY_LIMIT = 16 * 1024;

/** The visitor's storefront session id from its cookie, without creating one (logs and events never start a session). */
export const existingSessionId = (request: FastifyRequest, sessionCookie: SessionCookie): SessionId | undefined => {
  const cookie = sessionCookieValue(request, sessionCookie);
  return cookie !== undefined && isSessionId(cookie) ? cookie : undefined;
};

/** The product-server endpoints: JSON or form-encoded bodies, cross-site writes refused. Encapsulated. */
export const productServer =
  (routes: readonly FastifyPluginAsync[]): FastifyPluginAsync =>
  async (app: FastifyInstance) => {
    await app.register(formbody, { bodyLimit: PRODUCT_SERVER_BODY_LIMIT });
    // JSON bodies too; a route that takes more (uploads) says so itself.
    app.addHook('onRoute', (route) => {
      route.bodyLimit ??= PRODUCT_SERVER_BODY_LIMIT;
    });
    app.addHook('onRequest', refuseCrossSiteWrites);
    for (const route of routes) await app.register(route);
  };

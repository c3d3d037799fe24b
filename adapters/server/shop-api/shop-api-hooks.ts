import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { ExtSessionCarrier } from '../../shop-api-contract/ext-session.codec.ts';
import { ERROR_CODES, sendError } from '../error-envelope.ts';
import { refuseCrossSiteWrites, SAFE_METHODS } from '../cross-site.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's storefront session, decoded from ext_session_id. */
    extSessionId: SessionId;
  }
}

/** GET carries ext_session_id in the query; other methods in the form body (or, failing that, the query). */
const extSessionSource = (request: FastifyRequest): unknown => {
  const body = request.body;
  const fromBody = body && typeof body === 'object' && 'ext_session_id' in body ? body : undefined;
  return SAFE_METHODS.has(request.method) ? request.query : (fromBody ?? request.query);
};

const requireExtSession = async (request: FastifyRequest, reply: FastifyReply) => {
  const carrier = decodeWith(ExtSessionCarrier)(extSessionSource(request));
  if (carrier.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, carrier.error.errors.join('; '));
  request.extSessionId = carrier.value.ext_session_id;
};

/**
 * Every answer belongs to one session (a cart, a checkout, an account): kept by no cache, shared or the browser's,
 * unless its route says otherwise.
 */
const privateByDefault = async (_request: FastifyRequest, reply: FastifyReply) => {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
};

/** The Shop API: form-encoded bodies, cross-site writes refused, ext_session_id on every call, answers kept by no cache. */
export const shopApi =
  (routes: readonly FastifyPluginAsync[]): FastifyPluginAsync =>
  async (app: FastifyInstance) => {
    await app.register(formbody, { bodyLimit: 64 * 1024 });
    app.decorateRequest('extSessionId', '' as SessionId);
    app.addHook('onRequest', refuseCrossSiteWrites);
    app.addHook('preValidation', requireExtSession);
    app.addHook('onSend', privateByDefault);
    for (const route of routes) await app.register(route);
  };

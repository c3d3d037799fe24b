import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { Session } from '../../../core/domain/session/session.ts';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import type { UpdateSessionError, UpdateSessionInput } from '../../../core/shop/session/update-session.use-case.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { SessionUpdateBody } from '../../shop-api-contract/product-server.codec.ts';
import { ERROR_CODES, sendData, sendError } from '../error-envelope.ts';
import type { SignedInCustomer } from '../signed-in-customer.ts';
import { storefrontSessionId, type SessionIds } from '../storefront-session-cookie.ts';
import type { RepositoryFailure } from '../../../core/shop/repository-failure.ts';

export type SessionRoutesDeps = {
  readonly getSession: (id: SessionId) => ResultAsync<Session, RepositoryFailure>;
  readonly updateSession: (input: UpdateSessionInput) => ResultAsync<Session, UpdateSessionError>;
  readonly signedInCustomer: SignedInCustomer;
  readonly sessionIds: SessionIds;
};

const SCHEMA = { tags: ['product-server'] };

/** One exhaustive mapping from the session use cases' errors to HTTP. */
const sendSessionError = (reply: FastifyReply, error: UpdateSessionError) => {
  switch (error.type) {
    case 'EmptySessionUpdate':
      return sendError(reply, 400, ERROR_CODES.badRequest, 'Send at least one group of session fields');
    case 'IncompleteSessionGroup':
      return sendError(
        reply,
        400,
        ERROR_CODES.validationFailed,
        `The ${error.group} fields go together`,
        error.missing.map((field) => ({ field, message: `${field} is required with the other ${error.group} fields` })),
      );
    case 'InvalidSessionField':
      return sendError(reply, 400, ERROR_CODES.validationFailed, `${error.field} is not valid`, [
        { field: error.field, message: `${error.field} is not valid` },
      ]);
    case 'ContradictoryConsent':
      return sendError(reply, 400, ERROR_CODES.validationFailed, 'Nothing can be accepted without consent', [
        { field: 'isConsentGiven', message: 'must be true when ads or analytics are accepted' },
      ]);
    case 'CustomerNotSignedIn':
      return sendError(reply, 403, ERROR_CODES.forbidden, 'Only the signed-in customer can be stored in the session');
    case 'RepositoryFailure':
      reply.log.error({ cause: error.cause }, 'storefront session store failed');
      return sendError(reply, 503, ERROR_CODES.internal, 'The session is unavailable, try again shortly');
    default:
      return error satisfies never;
  }
};

/** GET and POST /api/session: the visitor's storefront session object (spec 3, 7). */
export const sessionRoutes = (deps: SessionRoutesDeps) => async (app: FastifyInstance) => {
  app.get(
    '/api/session',
    { schema: { ...SCHEMA, summary: "The visitor's storefront session" } },
    async (request, reply) => {
      const session = await deps.getSession(storefrontSessionId(request, reply, deps.sessionIds));
      reply.header('cache-control', 'no-store');
      return session.match(
        (data) => sendData(reply, data),
        (error) => sendSessionError(reply, error),
      );
    },
  );

  app.post(
    '/api/session',
    { schema: { ...SCHEMA, summary: 'Update consent, screen, GA4 or customer fields of the session' } },
    async (request, reply) => {
      const update = decodeWith(SessionUpdateBody)(request.body ?? {});
      if (update.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, update.error.errors.join('; '));
      const sessionId = storefrontSessionId(request, reply, deps.sessionIds);
      const signedIn = update.value.customer ? await deps.signedInCustomer(request) : null;
      const session = await deps.updateSession({ sessionId, update: update.value, signedIn });
      reply.header('cache-control', 'no-store');
      return session.match(
        (data) => sendData(reply, data),
        (error) => sendSessionError(reply, error),
      );
    },
  );
};

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResultAsync } from 'neverthrow';
import type { Customer } from '../../../core/domain/customers/customer.ts';
import type { Session } from '../../../core/domain/session/session.ts';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import type { UpdateSessionError, UpdateSessionInput } from '../../../core/shop/session/update-session.use-case.ts';
import { SessionCodec, SessionUpdateBody } from '../../shop-api-contract/product-server.codec.ts';
import { answered, fromOptionalBody, nothing, route } from '../route.ts';
import type { SignedInCustomer } from '../signed-in-customer.ts';
import { storefrontSessionId, type SessionIds } from '../storefront-session-cookie.ts';
import type { RepositoryFailure } from '../../../core/shop/repository-failure.ts';
import { sessionErrorAnswer } from './session-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** On the session routes: the visitor's storefront session id, its cookie's or one issued on this reply. */
    storefrontSessionId: SessionId;
  }
}

export type SessionRoutesDeps = {
  readonly getSession: (id: SessionId) => ResultAsync<Session, RepositoryFailure>;
  readonly updateSession: (input: UpdateSessionInput) => ResultAsync<Session, UpdateSessionError>;
  readonly signedInCustomer: SignedInCustomer;
  readonly sessionIds: SessionIds;
};

const SCHEMA = { tags: ['product-server'] };

/** GET and POST /api/session: the visitor's storefront session object (spec 3, 7). */
export const sessionRoutes = (deps: SessionRoutesDeps) => async (app: FastifyInstance) => {
  app.decorateRequest('storefrontSessionId', '' as SessionId);
  // A route answers without its reply, so the `sid` cookie is issued here, before the route runs.
  const withSession = async (request: FastifyRequest, reply: FastifyReply) => {
    request.storefrontSessionId = storefrontSessionId(request, reply, deps.sessionIds);
    reply.header('cache-control', 'no-store');
  };

  app.get(
    '/api/session',
    { schema: { ...SCHEMA, summary: "The visitor's storefront session" }, preHandler: withSession },
    answered(
      route({
        decode: nothing,
        who: async (request) => request.storefrontSessionId,
        run: (_, sessionId) => deps.getSession(sessionId),
        errors: sessionErrorAnswer,
        answer: SessionCodec,
      }),
    ),
  );

  app.post(
    '/api/session',
    {
      schema: { ...SCHEMA, summary: 'Update consent, screen, GA4 or customer fields of the session' },
      preHandler: withSession,
    },
    answered(
      route({
        decode: fromOptionalBody(SessionUpdateBody),
        // The auth session is read only for an update that stores the customer.
        who: async (request) => ({
          sessionId: request.storefrontSessionId,
          signedIn: (): Promise<Customer | null> => deps.signedInCustomer(request),
        }),
        run: (update, { sessionId, signedIn }) =>
          ResultAsync.fromSafePromise(update.customer ? signedIn() : Promise.resolve(null)).andThen((customer) =>
            deps.updateSession({ sessionId, update, signedIn: customer }),
          ),
        errors: sessionErrorAnswer,
        answer: SessionCodec,
      }),
    ),
  );
};

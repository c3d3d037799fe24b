import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ResultAsync } from 'neverthrow';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import { OPERATOR_PATHS, OperatorAnswerCodec, OperatorCommandBody } from '../../shop-api-contract/operator.codec.ts';
import { ERROR_CODES, sendError } from '../error-envelope.ts';
import { errorAnswer } from '../http-answer.ts';
import { errorMapping } from '../error-mapping.ts';
import type { Idempotency } from '../idempotency.ts';
import { refuseHostileInput, refuseUnreadableBody, SERVER_TIMEOUTS } from '../input-guard.ts';
import { answeredOnce, fromBody, route } from '../route.ts';

/** What one command printed and how it ended, as `npm run shop` would have. */
type OperatorAnswer = {
  readonly code: number;
  readonly out: readonly string[];
  readonly err: readonly string[];
};

export type OperatorServerDeps = {
  /** The secret the running shop wrote into DATA_DIR for the operator's CLI alone. */
  readonly token: string;
  /** Runs one `npm run shop` command; `who` goes into the audit trail. */
  readonly run: (args: readonly string[], who: string) => Promise<OperatorAnswer>;
  readonly idempotency: Idempotency;
};

const OPERATOR_BODY_BYTES = 16 * 1024;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Bearer token check in constant time: both sides are hashed first, so neither length nor content leaks. */
const holdsToken = (token: string) => {
  const expected = digest(token);
  return (request: FastifyRequest): boolean => {
    const header = request.headers.authorization;
    if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
    return timingSafeEqual(digest(header.slice('Bearer '.length)), expected);
  };
};

/**
 * The operator endpoint, on a listener of its own (the shop binds it to 127.0.0.1 only): one route, the same
 * input guards, body bound and envelope as the Shop API, and nothing for anyone without the token.
 */
export const createOperatorServer = (deps: OperatorServerDeps): FastifyInstance => {
  const app = Fastify({ logger: false, bodyLimit: OPERATOR_BODY_BYTES, ...SERVER_TIMEOUTS });
  const authorised = holdsToken(deps.token);
  const notFound = (reply: FastifyReply) => sendError(reply, 404, ERROR_CODES.notFound, 'Not found');
  // One scope for every operator command: the listener has no storefront sessions.
  app.decorateRequest('extSessionId', 'operator' as SessionId);
  // Before the body is read: without the token nothing else is looked at.
  app.addHook('onRequest', async (request, reply) => {
    if (!authorised(request)) return notFound(reply);
  });
  app.addHook('onRequest', refuseUnreadableBody);
  app.addHook('preValidation', refuseHostileInput);
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, 413, ERROR_CODES.payloadTooLarge, 'The request body is too large');
    if (status >= 400 && status < 500) return sendError(reply, status, ERROR_CODES.badRequest, error.message);
    return sendError(reply, 500, ERROR_CODES.internal, 'Internal server error');
  });
  app.setNotFoundHandler((_request, reply) => notFound(reply));
  app.post(
    OPERATOR_PATHS.commands,
    answeredOnce(
      deps.idempotency,
      { scope: 'operator', required: true },
      route({
        decode: fromBody(OperatorCommandBody),
        run: ({ args, user }) => ResultAsync.fromSafePromise(deps.run(args, `cli:${user}`)),
        errors: errorMapping([500], () => errorAnswer(500, ERROR_CODES.internal, 'Internal server error')),
        answer: OperatorAnswerCodec,
      }),
    ),
  );
  return app;
};

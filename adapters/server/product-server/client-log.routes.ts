import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { ClientLogBody, type ClientLogLevel } from '../../shop-api-contract/product-server.codec.ts';
import { ERROR_CODES, sendError } from '../error-envelope.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { existingSessionId } from './product-server-hooks.ts';

const PINO_LEVELS = { DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' } as const satisfies Record<
  ClientLogLevel,
  string
>;

/** One storefront log line in the server's structured log, marked as coming from the browser. */
export const writeClientLog = (
  log: FastifyBaseLogger,
  entry: { readonly level: ClientLogLevel; readonly message: string; readonly sessionId: SessionId | undefined },
) => log[PINO_LEVELS[entry.level]]({ source: 'storefront', sessionId: entry.sessionId ?? null }, entry.message);

/** POST /api/log (spec 7): the error screen reports at level ERROR. */
export const clientLogRoutes = (deps: { readonly checkRateLimit: RateLimitCheck }) => async (app: FastifyInstance) => {
  app.post(
    '/api/log',
    {
      schema: { tags: ['product-server'], summary: 'Write a storefront log line into the server log' },
      preHandler: rateLimitedByIp(deps.checkRateLimit, RATE_LIMITS.clientLog),
    },
    async (request, reply) => {
      const entry = decodeWith(ClientLogBody)(request.body);
      if (entry.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, entry.error.errors.join('; '));
      writeClientLog(request.log, { ...entry.value, sessionId: existingSessionId(request) });
      return reply.status(204).send();
    },
  );
};

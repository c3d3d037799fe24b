import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import { okAsync } from 'neverthrow';
import { ClientLogBody, NoContentCodec, type ClientLogLevel } from '../../shop-api-contract/product-server.codec.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { answered, fromBody, route } from '../route.ts';
import { errorMapping } from '../error-mapping.ts';
import { existingSessionId } from './product-server-hooks.ts';
import type { SessionCookie } from '../storefront-session-cookie.ts';

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
export const clientLogRoutes =
  (deps: { readonly checkRateLimit: RateLimitCheck; readonly sessionCookie: SessionCookie }) =>
  async (app: FastifyInstance) => {
    app.post(
      '/api/log',
      {
        schema: { tags: ['product-server'], summary: 'Write a storefront log line into the server log' },
        preHandler: rateLimitedByIp(deps.checkRateLimit, RATE_LIMITS.clientLog),
      },
      answered(
        route({
          decode: fromBody(ClientLogBody),
          // The line goes to this request's log, with the browser's session when it has one.
          who: async (request) => ({ log: request.log, sessionId: existingSessionId(request, deps.sessionCookie) }),
          run: (entry, { log, sessionId }) => okAsync(writeClientLog(log, { ...entry, sessionId })),
          // Writing a log line cannot fail.
          errors: errorMapping([], (_request, error: never) => error),
          status: 204,
          answer: NoContentCodec,
        }),
      ),
    );
  };

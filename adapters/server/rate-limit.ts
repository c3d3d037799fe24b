import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type {
  RateLimitAllowance,
  RateLimited,
  RateLimitPolicy,
} from '../../core/shop/security/check-rate-limit.use-case.ts';
import { ERROR_CODES, sendError } from './error-envelope.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

export type RateLimitCheck = (
  policy: RateLimitPolicy,
  subject: string,
) => ResultAsync<RateLimitAllowance, RateLimited | RepositoryFailure>;

const RATE_LIMIT = Symbol('rate limit');

/** Marks a hook that runs rate limits of its own making (several, by what the request asks) as one. */
export const rateLimiting = <H extends object>(hook: H): H => Object.assign(hook, { [RATE_LIMIT]: true as const });

/** Whether a route hook is a rate limit: its route may answer 429 (the OpenAPI document says so). */
export const isRateLimit = (hook: unknown): boolean =>
  typeof hook === 'function' && (hook as { [RATE_LIMIT]?: true })[RATE_LIMIT] === true;

/**
 * A Fastify hook counting each request of one subject (`subjectOf` the request) under `policy`; past it, 429 with
 * Retry-After, and the reply is sent.
 */
export const rateLimitedBy = (
  check: RateLimitCheck,
  policy: RateLimitPolicy,
  subjectOf: (request: FastifyRequest) => string,
) =>
  Object.assign(
    async (request: FastifyRequest, reply: FastifyReply) => {
      const outcome = await check(policy, subjectOf(request));
      if (outcome.isOk()) {
        reply.header('ratelimit-limit', policy.max).header('ratelimit-remaining', outcome.value.remaining);
        return;
      }
      const error = outcome.error;
      switch (error.type) {
        case 'RateLimited':
          reply.header('retry-after', error.retryAfterSeconds);
          return sendError(
            reply,
            429,
            ERROR_CODES.tooManyRequests,
            `Too many requests: try again in ${error.retryAfterSeconds} seconds`,
          );
        case 'RepositoryFailure':
          request.log.error({ cause: error.cause }, 'rate limiter unavailable');
          return sendError(reply, 503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
        default:
          return error satisfies never;
      }
    },
    { [RATE_LIMIT]: true as const },
  );

/** A Fastify hook counting each request of the caller's IP address under `policy`. */
export const rateLimitedByIp = (check: RateLimitCheck, policy: RateLimitPolicy) =>
  rateLimitedBy(check, policy, (request) => request.ip);

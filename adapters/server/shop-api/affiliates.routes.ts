import type { FastifyInstance } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { AffiliateHit } from '../../../core/domain/marketing/affiliate-hit.ts';
import type { RecordedAffiliateHit } from '../../../core/shop/affiliates/affiliate-hit-repository.port.ts';
import type { RepositoryFailure } from '../../../core/shop/catalogue/design-repository.port.ts';
import { AFFILIATES_PATHS, AffiliateHitBody } from '../../shop-api-contract/affiliates.codec.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { ERROR_CODES, sendData, sendError } from '../error-envelope.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';

export type AffiliatesRouteDeps = {
  readonly recordAffiliateHit: (
    hit: AffiliateHit,
    seenFromIp: string,
  ) => ResultAsync<RecordedAffiliateHit, RepositoryFailure>;
  readonly checkRateLimit: RateLimitCheck;
};

/** A browser sends one hit per landing without the affiliate cookie; more than this from one address is a script. */
export const AFFILIATE_HIT_RATE_LIMIT = { name: 'affiliates.hits', max: 60, windowMs: 60 * 60 * 1000 } as const;

export const affiliatesRoutes =
  ({ recordAffiliateHit, checkRateLimit }: AffiliatesRouteDeps) =>
  async (app: FastifyInstance) => {
    app.post(
      AFFILIATES_PATHS.hits,
      {
        schema: { summary: "A landing through an affiliate's link (spec 7), form-encoded", tags: ['affiliates'] },
        preHandler: rateLimitedByIp(checkRateLimit, AFFILIATE_HIT_RATE_LIMIT),
      },
      async (request, reply) => {
        const body = decodeWith(AffiliateHitBody)(request.body);
        if (body.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, body.error.errors.join('; '));
        const { ext_session_id: _session, campaign, ...fields } = body.value;
        const recorded = await recordAffiliateHit({ ...fields, ...(campaign ? { campaign } : {}) }, request.ip);
        return recorded.match(
          () => sendData(reply.status(201), { recorded: true as const }),
          (error) => {
            request.log.error({ cause: error.cause }, 'affiliate hits repository failed');
            return sendError(reply, 503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
          },
        );
      },
    );
  };

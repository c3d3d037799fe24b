import type { FastifyInstance } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { AffiliateHit } from '../../../core/domain/marketing/affiliate-hit.ts';
import type { RecordedAffiliateHit } from '../../../core/shop/affiliates/affiliate-hit-repository.port.ts';
import {
  AFFILIATES_PATHS,
  AffiliateHitBody,
  AffiliateHitRecordedCodec,
} from '../../shop-api-contract/affiliates.codec.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { affiliatesErrorAnswer } from './affiliates-errors.ts';
import { answered, fromBody, route } from '../route.ts';
import type { RepositoryFailure } from '../../../core/shop/repository-failure.ts';

export type AffiliatesRouteDeps = {
  readonly recordAffiliateHit: (
    hit: AffiliateHit,
    seenFromIp: string,
  ) => ResultAsync<RecordedAffiliateHit, RepositoryFailure>;
  readonly checkRateLimit: RateLimitCheck;
};

export const affiliatesRoutes =
  ({ recordAffiliateHit, checkRateLimit }: AffiliatesRouteDeps) =>
  async (app: FastifyInstance) => {
    app.post(
      AFFILIATES_PATHS.hits,
      {
        schema: { summary: "A landing through an affiliate's link (spec 7), form-encoded", tags: ['affiliates'] },
        preHandler: rateLimitedByIp(checkRateLimit, RATE_LIMITS.affiliateHit),
      },
      answered(
        route({
          decode: fromBody(AffiliateHitBody),
          // The hit is kept with the address it came from.
          who: async (request) => request.ip,
          run: ({ ext_session_id: _session, campaign, ...fields }, ip) =>
            recordAffiliateHit({ ...fields, ...(campaign ? { campaign } : {}) }, ip).map(() => ({
              recorded: true as const,
            })),
          errors: affiliatesErrorAnswer,
          status: 201,
          answer: AffiliateHitRecordedCodec,
        }),
      ),
    );
  };

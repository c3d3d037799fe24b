import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import { COOKIE_POLICIES } from '../../core/domain/site/cookie-policies.ts';
import { serializeSetCookie } from '../../core/protocol/cookie-policy.ts';
import type { QueryParams } from '../../core/protocol/query-params.ts';
import type { AffiliateHit } from '../../core/domain/marketing/affiliate-hit.ts';
import type { Clock } from '../../core/domain/shared/clock.port.ts';
import type { Landing, LandingOutcome } from '../../core/storefront/marketing/landing-cookies.use-case.ts';

export type LandingCookiesDeps = {
  readonly landing: (landing: Landing) => LandingOutcome;
  readonly recordAffiliateHit: (hit: AffiliateHit, seenFromIp: string) => ResultAsync<unknown, unknown>;
  readonly clock: Clock;
  /** The shop's configured origin (never the request's Host). */
  readonly publicUrl: string;
};

/** A coarse, non-identifying device fingerprint: the browser's own headers, hashed. */
const deviceFootprint = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.headers['user-agent'] ?? ''}|${request.headers['accept-language'] ?? ''}`)
    .digest('hex')
    .slice(0, 32);

/**
 * On a page request (a landing): writes the marketing, referral, awc and affiliate cookies and records the
 * affiliate hit. The referral cookie is httpOnly, so only the server can write it. A hit that could not be
 * stored leaves the affiliate cookie unset, so the next landing tries again.
 */
export const applyLandingCookies =
  (deps: LandingCookiesDeps) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const origin = deps.publicUrl;
    const outcome = deps.landing({
      query: request.query as QueryParams,
      cookies: request.cookies,
      referrer: request.headers.referer,
      shopOrigin: origin,
      url: `${origin}${request.url}`,
      deviceFootprint: () => deviceFootprint(request),
      ip: request.ip,
    });
    let recorded = true;
    if (outcome.affiliateHit) {
      const hit = await deps.recordAffiliateHit(outcome.affiliateHit, request.ip);
      if (hit.isErr()) request.log.error({ cause: hit.error }, 'affiliate hit not recorded');
      recorded = hit.isOk();
    }
    for (const cookie of outcome.cookies) {
      if (cookie.policy.name === COOKIE_POLICIES.affiliate.name && !recorded) continue;
      void reply.header('set-cookie', serializeSetCookie(cookie.policy, cookie.value, deps.clock));
    }
  };

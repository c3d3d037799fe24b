import { COOKIE_POLICIES, marketingParamCookiePolicy } from '../../domain/site/cookie-policies.ts';
import type { CookiePolicy } from '../../protocol/cookie-policy.ts';
import { queryValue, type QueryParams } from '../../protocol/query-params.ts';
import { urlHost } from '../../protocol/url-host.ts';
import { marketingCookieValues } from '../../domain/marketing/ad-click-id.ts';
import { affiliateHit, affiliateToCredit, type AffiliateHit } from '../../domain/marketing/affiliate-hit.ts';
import { marketingParamsToStore } from '../../domain/marketing/marketing-params-to-store.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';

export type Landing = {
  readonly query: QueryParams;
  readonly cookies: Readonly<Record<string, string | undefined>>;
  readonly referrer: string | undefined;
  /** The shop's own origin, so internal navigation is never taken for a new landing. */
  readonly shopOrigin: string;
  /** The landing URL as the visitor requested it. */
  readonly url: string;
  /** Asked for only when an affiliate hit is recorded: most page requests never need it. */
  readonly deviceFootprint: () => string;
  readonly ip: string;
};

export type LandingCookie = { readonly policy: CookiePolicy; readonly value: string };

export type LandingOutcome = {
  readonly cookies: readonly LandingCookie[];
  /** The affiliate hit to record (POST affiliates/hits), once per affiliate cookie lifetime. */
  readonly affiliateHit: AffiliateHit | null;
};

/** Awin's click reference: letters, digits and the separators it uses, bounded. */
const AWC = /^[\w.:-]{1,200}$/;

const awcCookie = (query: QueryParams): LandingCookie[] => {
  const awc = queryValue(query, 'awc');
  return awc !== undefined && AWC.test(awc) ? [{ policy: COOKIE_POLICIES.awc, value: awc }] : [];
};

/**
 * What a landing writes: the tracking parameters (unless the visitor came back from a payment provider or
 * from the shop itself) with the referral cookie naming the channel and source, the awc reference, and the
 * affiliate cookie with its hit when an affiliate link is followed for the first time.
 */
export const landingCookies =
  ({ clock, ids }: { readonly clock: Clock; readonly ids: IdGenerator }) =>
  (landing: Landing): LandingOutcome => {
    const marketing = marketingParamsToStore(landing.query, landing.referrer, landing.shopOrigin);
    const tracked =
      marketing.kind === 'store' && Object.keys(marketing.params).length > 0
        ? [
            ...marketingCookieValues(marketing.params, clock, ids).map(({ name, value }) => ({
              policy: marketingParamCookiePolicy(name),
              value,
            })),
            {
              policy: COOKIE_POLICIES.referral,
              value: `${marketing.channel}|${marketing.params.utm_source ?? ''}`,
            },
          ]
        : [];
    const affiliate = affiliateToCredit(landing.query, landing.cookies);
    const hit = affiliate.isOk()
      ? affiliateHit(affiliate.value, {
          deviceFootprint: landing.deviceFootprint(),
          domain: urlHost(landing.shopOrigin) ?? landing.shopOrigin,
          url: landing.url,
          ip: landing.ip,
          campaign: queryValue(landing.query, 'utm_campaign'),
        })
      : null;
    const affiliateCookie = hit ? [{ policy: COOKIE_POLICIES.affiliate, value: hit.customer_id }] : [];
    return { cookies: [...tracked, ...awcCookie(landing.query), ...affiliateCookie], affiliateHit: hit };
  };

import { err, ok, type Result } from 'neverthrow';
import { COOKIE_POLICIES } from '../site/cookie-policies.ts';
import { queryValue, type QueryParams } from '../../protocol/query-params.ts';

/** The query parameter an affiliate link carries: the affiliate's customer id. */
export const AFFILIATE_QUERY_PARAM = 'afcust';

/** The cookie that remembers the affiliate once a hit was recorded. */
export const AFFILIATE_COOKIE_NAME = COOKIE_POLICIES.affiliate.name;

/** Digits only, leading zeros kept verbatim, at most 20 digits (an unsigned 64-bit id). */
export type AffiliateCustomerId = string & { readonly __brand: 'AffiliateCustomerId' };

export const AFFILIATE_CUSTOMER_ID = /^[0-9]{1,20}$/;

export const isAffiliateCustomerId = (value: string): value is AffiliateCustomerId => AFFILIATE_CUSTOMER_ID.test(value);

export type AffiliateHitSkipped =
  | { readonly type: 'NoAffiliateParam' }
  | { readonly type: 'AffiliateParamNotNumeric'; readonly value: string }
  | { readonly type: 'AffiliateAlreadyRecorded' };

/** The affiliate to credit for this landing, or why no hit is due. */
export const affiliateToCredit = (
  query: QueryParams,
  cookies: Readonly<Record<string, string | undefined>>,
): Result<AffiliateCustomerId, AffiliateHitSkipped> => {
  const value = queryValue(query, AFFILIATE_QUERY_PARAM);
  if (value === undefined) return err({ type: 'NoAffiliateParam' });
  if (!isAffiliateCustomerId(value)) return err({ type: 'AffiliateParamNotNumeric', value });
  const recorded = Object.hasOwn(cookies, AFFILIATE_COOKIE_NAME) ? cookies[AFFILIATE_COOKIE_NAME] : undefined;
  if (recorded !== undefined && recorded !== '') return err({ type: 'AffiliateAlreadyRecorded' });
  return ok(value);
};

export const shouldSendAffiliateHit = (
  query: QueryParams,
  cookies: Readonly<Record<string, string | undefined>>,
): boolean => affiliateToCredit(query, cookies).isOk();

/** The body of POST affiliates/hits, in the Shop API's field names. */
export type AffiliateHit = {
  readonly customer_id: AffiliateCustomerId;
  readonly device_footprint: string;
  readonly domain: string;
  readonly url: string;
  readonly ip: string;
  readonly campaign?: string;
};

export type AffiliateVisit = {
  readonly deviceFootprint: string;
  readonly domain: string;
  readonly url: string;
  readonly ip: string;
  readonly campaign?: string | undefined;
};

/** An empty campaign is left out rather than sent blank. */
export const affiliateHit = (customerId: AffiliateCustomerId, visit: AffiliateVisit): AffiliateHit => {
  const hit = {
    customer_id: customerId,
    device_footprint: visit.deviceFootprint,
    domain: visit.domain,
    url: visit.url,
    ip: visit.ip,
  };
  const campaign = visit.campaign?.trim() ?? '';
  return campaign === '' ? hit : { ...hit, campaign };
};

import { queryValue, type QueryParams } from '../../protocol/query-params.ts';
import {
  MARKETING_PARAMS,
  MAX_MARKETING_PARAM_LENGTH,
  type MarketingParam,
  type MarketingParams,
} from './marketing-param.ts';
import { classifyReferrer } from './referrer.ts';

export type TrafficChannel = 'direct' | 'organic' | 'referral';

export type MarketingLanding =
  | { readonly kind: 'store'; readonly channel: TrafficChannel; readonly params: MarketingParams }
  | { readonly kind: 'ignore'; readonly reason: 'PaymentProviderReferrer' | 'ShopReferrer' };

const trackingParamsIn = (query: QueryParams): MarketingParams => {
  const params: { [name in MarketingParam]?: string } = {};
  for (const name of MARKETING_PARAMS) {
    const value = queryValue(query, name)?.trim() ?? '';
    if (value !== '' && value.length <= MAX_MARKETING_PARAM_LENGTH) params[name] = value;
  }
  return params;
};

/**
 * What a landing page should write to the marketing cookies. Returns from payment providers and internal
 * navigation keep the earlier attribution; an external referrer without utm_source is labelled as analytics
 * tools do (utm_source = referrer host, utm_medium = organic | referral).
 */
export const marketingParamsToStore = (
  query: QueryParams,
  referrer: string | undefined,
  shopOrigin: string,
): MarketingLanding => {
  const from = classifyReferrer(referrer, shopOrigin);
  switch (from.kind) {
    case 'shop':
      return { kind: 'ignore', reason: 'ShopReferrer' };
    case 'paymentProvider':
      return { kind: 'ignore', reason: 'PaymentProviderReferrer' };
    case 'none':
      return { kind: 'store', channel: 'direct', params: trackingParamsIn(query) };
    case 'searchEngine':
    case 'other': {
      const channel = from.kind === 'searchEngine' ? 'organic' : 'referral';
      const params = trackingParamsIn(query);
      const labelled =
        params.utm_source === undefined ? { ...params, utm_source: from.host, utm_medium: channel } : params;
      return { kind: 'store', channel, params: labelled };
    }
  }
};

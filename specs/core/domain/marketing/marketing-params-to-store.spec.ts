import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMarketingParam,
  MARKETING_PARAMS,
  MAX_MARKETING_PARAM_LENGTH,
} from '../../../../core/domain/marketing/marketing-param.ts';
import { marketingParamsToStore } from '../../../../core/domain/marketing/marketing-params-to-store.ts';
import { itIsAnEnumeration } from '../../../support/enumeration-laws.ts';

const shop = 'https://www.estampa.example';
const campaign = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'black-friday', gclid: 'Cj0KCQ' };

describe('marketing parameters (spec section 3)', () => {
  itIsAnEnumeration(MARKETING_PARAMS, isMarketingParam, [
    'utm_content',
    'utm_campaign',
    'utm_medium',
    'utm_source',
    'utm_term',
    'utm_productid',
    'gclid',
    'fbclid',
    'fbp',
    'fbc',
    'msclkid',
    'gbraid',
    'wbraid',
  ]);
});

describe('marketing landing (spec sections 7, 9)', () => {
  it('stores the tracking params of a direct visit', () => {
    expect(marketingParamsToStore({ ...campaign, page: '2' }, undefined, shop)).toEqual({
      kind: 'store',
      channel: 'direct',
      params: campaign,
    });
  });

  it('keeps nothing when the referrer is a payment provider', () => {
    expect(marketingParamsToStore(campaign, 'https://www.paypal.com/checkoutnow', shop)).toEqual({
      kind: 'ignore',
      reason: 'PaymentProviderReferrer',
    });
  });

  it('keeps nothing when the referrer is the shop itself', () => {
    expect(marketingParamsToStore(campaign, 'https://www.estampa.example/offers', shop)).toEqual({
      kind: 'ignore',
      reason: 'ShopReferrer',
    });
  });

  it('labels a search-engine visit organic', () => {
    expect(marketingParamsToStore({}, 'https://www.google.es/', shop)).toEqual({
      kind: 'store',
      channel: 'organic',
      params: { utm_source: 'www.google.es', utm_medium: 'organic' },
    });
  });

  it('labels any other referrer referral', () => {
    expect(marketingParamsToStore({ utm_term: 'mug' }, 'https://blog.example/gifts', shop)).toEqual({
      kind: 'store',
      channel: 'referral',
      params: { utm_term: 'mug', utm_source: 'blog.example', utm_medium: 'referral' },
    });
  });

  it("keeps a campaign's own utm_source and utm_medium over the referrer's label", () => {
    expect(marketingParamsToStore(campaign, 'https://www.google.com/', shop)).toEqual({
      kind: 'store',
      channel: 'organic',
      params: campaign,
    });
  });

  it('takes the first of repeated values, trims them, and drops empty and oversized values', () => {
    const query = {
      utm_source: ['first', 'second'],
      utm_medium: '  cpc  ',
      utm_term: '',
      utm_content: 'x'.repeat(MAX_MARKETING_PARAM_LENGTH + 1),
      fbclid: 'x'.repeat(MAX_MARKETING_PARAM_LENGTH),
    };
    expect(marketingParamsToStore(query, undefined, shop)).toEqual({
      kind: 'store',
      channel: 'direct',
      params: { utm_source: 'first', utm_medium: 'cpc', fbclid: 'x'.repeat(MAX_MARKETING_PARAM_LENGTH) },
    });
  });

  it('only ever stores the thirteen marketing parameters, with non-empty values', () => {
    const query = fc.dictionary(fc.oneof(fc.constantFrom(...MARKETING_PARAMS), fc.string()), fc.string());
    const referrer = fc.option(
      fc.constantFrom('https://www.google.com/', 'https://blog.example/', 'https://www.paypal.com/', `${shop}/x`),
      { nil: undefined },
    );
    fc.assert(
      fc.property(query, referrer, (generated, from) => {
        const landing = marketingParamsToStore(generated, from, shop);
        if (landing.kind === 'store') {
          for (const [name, value] of Object.entries(landing.params)) {
            expect(isMarketingParam(name)).toBe(true);
            expect(value).not.toBe('');
          }
        }
      }),
    );
  });
});

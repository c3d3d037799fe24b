import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_COOKIE_NAME,
  affiliateHit,
  affiliateToCredit,
  isAffiliateCustomerId,
  shouldSendAffiliateHit,
  type AffiliateCustomerId,
} from '../../../../core/domain/marketing/affiliate-hit.ts';

const visit = {
  deviceFootprint: 'fp-1',
  domain: 'estampa.example',
  url: 'https://estampa.example/?afcust=77',
  ip: '203.0.113.9',
};

describe('affiliate hit (spec sections 3, 5, 7)', () => {
  it('is sent when afcust is numeric and no affiliate cookie is set yet', () => {
    expect(affiliateToCredit({ afcust: '77' }, {})).toEqual(ok('77'));
    expect(shouldSendAffiliateHit({ afcust: '77' }, { viewport: 'desktop' })).toBe(true);
  });

  it('is not sent without afcust', () => {
    expect(affiliateToCredit({}, {})).toEqual(err({ type: 'NoAffiliateParam' }));
    expect(shouldSendAffiliateHit({ utm_source: 'x' }, {})).toBe(false);
  });

  it('is not sent when afcust is not numeric', () => {
    for (const value of ['', 'abc', '12a', ' 12', '-12', '1.5', '１２', '1'.repeat(21)]) {
      expect(affiliateToCredit({ afcust: value }, {})).toEqual(err({ type: 'AffiliateParamNotNumeric', value }));
    }
  });

  it('keeps leading zeros as sent', () => {
    expect(affiliateToCredit({ afcust: '0077' }, {})).toEqual(ok('0077'));
  });

  it('reads the first afcust of a repeated parameter', () => {
    expect(affiliateToCredit({ afcust: ['5', 'x'] }, {})).toEqual(ok('5'));
  });

  it('is not sent once the affiliate cookie is set', () => {
    expect(AFFILIATE_COOKIE_NAME).toBe('affiliate');
    expect(affiliateToCredit({ afcust: '77' }, { affiliate: '12' })).toEqual(err({ type: 'AffiliateAlreadyRecorded' }));
    expect(shouldSendAffiliateHit({ afcust: '77' }, { affiliate: '' })).toBe(true);
    expect(shouldSendAffiliateHit({ afcust: '77' }, { affiliate: undefined })).toBe(true);
  });

  it('accepts exactly 1 to 20 ASCII digits', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isAffiliateCustomerId(value)).toBe(/^[0-9]+$/.test(value) && value.length <= 20);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,20}$/), (value) => {
        expect(shouldSendAffiliateHit({ afcust: value }, {})).toBe(true);
      }),
    );
  });

  it('builds the hit with customer_id, device_footprint, domain, url, ip', () => {
    expect(affiliateHit('77' as AffiliateCustomerId, visit)).toEqual({
      customer_id: '77',
      device_footprint: 'fp-1',
      domain: 'estampa.example',
      url: 'https://estampa.example/?afcust=77',
      ip: '203.0.113.9',
    });
  });

  it('adds the optional campaign only when there is one', () => {
    expect(affiliateHit('77' as AffiliateCustomerId, { ...visit, campaign: ' spring ' })).toMatchObject({
      campaign: 'spring',
    });
    expect(affiliateHit('77' as AffiliateCustomerId, { ...visit, campaign: '  ' })).not.toHaveProperty('campaign');
    expect(affiliateHit('77' as AffiliateCustomerId, { ...visit, campaign: undefined })).not.toHaveProperty('campaign');
  });
});

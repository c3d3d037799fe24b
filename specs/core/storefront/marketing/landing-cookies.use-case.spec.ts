import { describe, expect, it } from 'vitest';
import { COOKIE_POLICIES, marketingParamCookiePolicy } from '../../../../core/domain/site/cookie-policies.ts';
import type { IdGenerator } from '../../../../core/domain/shared/id-generator.port.ts';
import { landingCookies, type Landing } from '../../../../core/storefront/marketing/landing-cookies.use-case.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';

const clock = fixedClock('2026-01-01T00:00:00.000Z');
const ids: IdGenerator = { randomString: () => 'x', randomDigits: (n) => '7'.repeat(n), uuid: () => 'u' };
const land = (overrides: Partial<Landing> = {}) =>
  landingCookies({ clock, ids })({
    query: {},
    cookies: {},
    referrer: undefined,
    shopOrigin: 'https://shop.example',
    url: 'https://shop.example/?x=1',
    deviceFootprint: () => 'fp',
    ip: '203.0.113.9',
    ...overrides,
  });

describe('landingCookies', () => {
  it('writes nothing for a plain visit', () => {
    expect(land()).toEqual({ cookies: [], affiliateHit: null });
  });

  it('asks for the device footprint only when an affiliate is credited', () => {
    let asked = 0;
    const deviceFootprint = () => {
      asked += 1;
      return 'fp';
    };
    land({ query: { utm_campaign: 'mail' }, deviceFootprint });
    expect(asked).toBe(0);
    land({ query: { afcust: '42' }, deviceFootprint });
    expect(asked).toBe(1);
  });

  it('stores the tracking parameters, click ids in combined form, and the referral channel', () => {
    const outcome = land({ query: { utm_campaign: 'spring', gclid: 'abc' }, referrer: 'https://www.google.com/' });
    expect(outcome.cookies).toEqual([
      { policy: marketingParamCookiePolicy('utm_campaign'), value: 'spring' },
      { policy: marketingParamCookiePolicy('utm_medium'), value: 'organic' },
      { policy: marketingParamCookiePolicy('utm_source'), value: 'www.google.com' },
      { policy: marketingParamCookiePolicy('gclid'), value: `gcl.1.${clock.now()}.7777777777.abc` },
      { policy: COOKIE_POLICIES.referral, value: 'organic|www.google.com' },
    ]);
  });

  it('records a direct landing with its parameters and no source', () => {
    expect(land({ query: { utm_campaign: 'mail' } }).cookies).toEqual([
      { policy: marketingParamCookiePolicy('utm_campaign'), value: 'mail' },
      { policy: COOKIE_POLICIES.referral, value: 'direct|' },
    ]);
  });

  it('keeps the earlier attribution when coming back from the shop itself', () => {
    expect(land({ query: { utm_source: 'x' }, referrer: 'https://shop.example/cart' }).cookies).toEqual([]);
  });

  it('credits an affiliate once, with the awc reference', () => {
    const outcome = land({ query: { afcust: '42', awc: '123_abc', utm_campaign: ' ' } });
    expect(outcome.affiliateHit).toEqual({
      customer_id: '42',
      device_footprint: 'fp',
      domain: 'shop.example',
      url: 'https://shop.example/?x=1',
      ip: '203.0.113.9',
    });
    expect(outcome.cookies).toEqual([
      { policy: COOKIE_POLICIES.awc, value: '123_abc' },
      { policy: COOKIE_POLICIES.affiliate, value: '42' },
    ]);
    expect(land({ query: { afcust: '42' }, cookies: { affiliate: '42' } })).toEqual({
      cookies: [],
      affiliateHit: null,
    });
    expect(land({ query: { afcust: 'abc', awc: 'bad value!' } })).toEqual({ cookies: [], affiliateHit: null });
  });

  it('names the host of an origin that has none as the origin itself', () => {
    expect(land({ query: { afcust: '1' }, shopOrigin: 'shop' }).affiliateHit?.domain).toBe('shop');
  });
});

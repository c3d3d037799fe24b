import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from '../../../core/protocol/cookie-header.ts';
import {
  COOKIE_POLICIES,
  MARKETING_COOKIE_MAX_AGE_SECONDS,
  marketingParamCookiePolicy,
} from '../../../core/domain/site/cookie-policies.ts';
import {
  isCookieName,
  serializeCookieDeletion,
  serializeSetCookie,
  type CookiePolicy,
} from '../../../core/protocol/cookie-policy.ts';
import { MARKETING_PARAMS } from '../../../core/domain/marketing/marketing-param.ts';
import { fixedClock } from '../../support/fixed-clock.ts';

const DAY = 86_400;

describe('cookie policies (spec section 9)', () => {
  it('affiliate cookie: 15 days', () => {
    expect(COOKIE_POLICIES.affiliate).toMatchObject({ name: 'affiliate', maxAgeSeconds: 15 * DAY, path: '/' });
  });

  it('awc cookie: 30 days', () => {
    expect(COOKIE_POLICIES.awc).toMatchObject({ name: 'awc', maxAgeSeconds: 30 * DAY, path: '/' });
  });

  it('referral cookie: 14 days, httpOnly, secure, SameSite Lax', () => {
    expect(COOKIE_POLICIES.referral).toEqual({
      name: 'referral',
      maxAgeSeconds: 14 * DAY,
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
    });
  });

  it('viewport cookie named viewport: 365 days, SameSite Strict', () => {
    expect(COOKIE_POLICIES.viewport).toMatchObject({ name: 'viewport', maxAgeSeconds: 365 * DAY, sameSite: 'Strict' });
  });

  it('default path is /', () => {
    for (const policy of Object.values(COOKIE_POLICIES)) expect(policy.path).toBe('/');
    for (const param of MARKETING_PARAMS) expect(marketingParamCookiePolicy(param).path).toBe('/');
  });

  it('marketing parameters live 30 days in a Lax cookie of their own name', () => {
    expect(MARKETING_COOKIE_MAX_AGE_SECONDS).toBe(30 * DAY);
    expect(marketingParamCookiePolicy('gclid')).toEqual({
      name: 'gclid',
      maxAgeSeconds: 30 * DAY,
      httpOnly: false,
      secure: true,
      sameSite: 'Lax',
      path: '/',
    });
  });

  it('every policy has a valid name and is secure', () => {
    const policies = [...Object.values(COOKIE_POLICIES), ...MARKETING_PARAMS.map(marketingParamCookiePolicy)];
    for (const policy of policies) {
      expect(isCookieName(policy.name)).toBe(true);
      expect(policy.secure).toBe(true);
    }
  });
});

describe('Set-Cookie serialisation', () => {
  const clock = fixedClock('2026-11-20T10:00:00Z');

  it('writes the value, Max-Age, Expires from the clock, Path and the flags', () => {
    expect(serializeSetCookie(COOKIE_POLICIES.referral, 'friend-42', clock)).toBe(
      'referral=friend-42; Max-Age=1209600; Expires=Fri, 04 Dec 2026 10:00:00 GMT; Path=/; Secure; HttpOnly; SameSite=Lax',
    );
    expect(serializeSetCookie(COOKIE_POLICIES.viewport, 'mobile', clock)).toBe(
      'viewport=mobile; Max-Age=31536000; Expires=Sat, 20 Nov 2027 10:00:00 GMT; Path=/; Secure; SameSite=Strict',
    );
  });

  it('omits Secure when the policy is not secure', () => {
    const local: CookiePolicy = { ...COOKIE_POLICIES.awc, secure: false };
    expect(serializeSetCookie(local, 'x', clock)).toBe(
      'awc=x; Max-Age=2592000; Expires=Sun, 20 Dec 2026 10:00:00 GMT; Path=/; SameSite=Lax',
    );
  });

  it('encodes separators in the value', () => {
    expect(serializeSetCookie(COOKIE_POLICIES.awc, 'a b;c=d,"e"', clock)).toMatch(/^awc=a%20b%3Bc%3Dd%2C%22e%22; /);
  });

  it('deletes a cookie with the same name and path, already expired', () => {
    expect(serializeCookieDeletion(COOKIE_POLICIES.affiliate)).toBe(
      'affiliate=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Secure; SameSite=Lax',
    );
  });

  it('knows a cookie name from a token', () => {
    expect(isCookieName('_ga')).toBe(true);
    expect(isCookieName('')).toBe(false);
    expect(isCookieName('a b')).toBe(false);
    expect(isCookieName('a=b')).toBe(false);
    expect(isCookieName('a;b')).toBe(false);
  });

  it('round-trips any value through a Cookie header, and its Expires is Max-Age after now', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.constantFrom(...Object.values(COOKIE_POLICIES)),
        (value, now, policy) => {
          const header = serializeSetCookie(policy, value, { now: () => now });
          const [pair = '', ...attributes] = header.split('; ');
          expect(parseCookieHeader(pair)).toEqual({ [policy.name]: value });
          const expires = attributes.find((attribute) => attribute.startsWith('Expires='))?.slice('Expires='.length);
          expect(Date.parse(expires ?? '')).toBe(Math.floor((now + policy.maxAgeSeconds * 1000) / 1000) * 1000);
          expect(attributes).toContain(`Max-Age=${policy.maxAgeSeconds}`);
          expect(attributes).toContain(`SameSite=${policy.sameSite}`);
          expect(attributes.includes('HttpOnly')).toBe(policy.httpOnly);
          expect(pair.split('=')[1]).toMatch(/^[^\s;,"\\]*$/);
        },
      ),
    );
  });
});

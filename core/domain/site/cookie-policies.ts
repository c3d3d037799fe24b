import type { MarketingParam } from '../marketing/marketing-param.ts';
import { DAY_SECONDS, DEFAULT_COOKIE_PATH, type CookiePolicy } from '../../protocol/cookie-policy.ts';

/** The cookies of specification section 9. */
export const COOKIE_POLICIES = {
  affiliate: {
    name: 'affiliate',
    maxAgeSeconds: 15 * DAY_SECONDS,
    httpOnly: false,
    secure: true,
    sameSite: 'Lax',
    path: DEFAULT_COOKIE_PATH,
  },
  awc: {
    name: 'awc',
    maxAgeSeconds: 30 * DAY_SECONDS,
    httpOnly: false,
    secure: true,
    sameSite: 'Lax',
    path: DEFAULT_COOKIE_PATH,
  },
  referral: {
    name: 'referral',
    maxAgeSeconds: 14 * DAY_SECONDS,
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: DEFAULT_COOKIE_PATH,
  },
  viewport: {
    name: 'viewport',
    maxAgeSeconds: 365 * DAY_SECONDS,
    httpOnly: false,
    secure: true,
    sameSite: 'Strict',
    path: DEFAULT_COOKIE_PATH,
  },
} as const satisfies Record<string, CookiePolicy>;

export const MARKETING_COOKIE_MAX_AGE_SECONDS = 30 * DAY_SECONDS;

/** Each marketing parameter lives in a cookie of its own name, readable by the storefront for 30 days. */
export const marketingParamCookiePolicy = (param: MarketingParam): CookiePolicy => ({
  name: param,
  maxAgeSeconds: MARKETING_COOKIE_MAX_AGE_SECONDS,
  httpOnly: false,
  secure: true,
  sameSite: 'Lax',
  path: DEFAULT_COOKIE_PATH,
});

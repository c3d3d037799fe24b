import type { Clock } from '../domain/shared/clock.port.ts';

export type SameSite = 'Strict' | 'Lax' | 'None';

/** How a cookie is written: its lifetime and the attributes that keep it safe. */
export type CookiePolicy = {
  readonly name: string;
  readonly maxAgeSeconds: number;
  readonly httpOnly: boolean;
  readonly secure: boolean;
  readonly sameSite: SameSite;
  readonly path: string;
};

export const DEFAULT_COOKIE_PATH = '/';

export const DAY_SECONDS = 86_400;

/** RFC 6265 cookie-name: an RFC 9110 token. */
export const isCookieName = (name: string): boolean => /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name);

const attributes = (policy: CookiePolicy, maxAgeSeconds: number, expiresAt: number): string =>
  [
    `Max-Age=${maxAgeSeconds}`,
    `Expires=${new Date(expiresAt).toUTCString()}`,
    `Path=${policy.path}`,
    ...(policy.secure ? ['Secure'] : []),
    ...(policy.httpOnly ? ['HttpOnly'] : []),
    `SameSite=${policy.sameSite}`,
  ].join('; ');

/** A Set-Cookie header value; the value is percent-encoded so it can hold any text. */
export const serializeSetCookie = (policy: CookiePolicy, value: string, clock: Clock): string =>
  `${policy.name}=${encodeURIComponent(value)}; ${attributes(
    policy,
    policy.maxAgeSeconds,
    clock.now() + policy.maxAgeSeconds * 1000,
  )}`;

/** A Set-Cookie header value that removes the cookie (same name, path and attributes, expired). */
export const serializeCookieDeletion = (policy: CookiePolicy): string => `${policy.name}=; ${attributes(policy, 0, 0)}`;

import { parseCookieHeader } from '../../core/protocol/cookie-header.ts';
import { serializeSetCookie } from '../../core/protocol/cookie-policy.ts';
import type { Clock } from '../../core/domain/shared/clock.port.ts';
import type { BrowserCookies } from '../../core/storefront/site/viewport.port.ts';

/** document.cookie: read as a Cookie header, written with the policy's Max-Age, Expires, Path, Secure, SameSite. */
export const documentCookieJar = (doc: Pick<Document, 'cookie'>, clock: Clock): BrowserCookies => ({
  read: (name) => {
    const cookies = parseCookieHeader(doc.cookie);
    return Object.hasOwn(cookies, name) ? cookies[name] : undefined;
  },
  write: (policy, value) => {
    // A script cannot write an HttpOnly cookie: the browser would drop it, so this is a bug, not a failure.
    if (policy.httpOnly) throw new Error(`The page's script cannot write the HttpOnly cookie ${policy.name}`);
    doc.cookie = serializeSetCookie(policy, value, clock);
  },
});

import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import { isSessionId, newSessionId, type SessionId } from '../../core/domain/session/session-id.ts';

/** How the storefront session travels: its cookie's name, and whether it goes over HTTPS only. */
export type SessionCookie = { readonly name: string; readonly secure: boolean };

/** The cookie of a shop served over plain HTTP (development, a LAN): no prefix, since browsers refuse it there. */
export const PLAIN_SESSION_COOKIE: SessionCookie = { name: 'sid', secure: false };

/**
 * Over HTTPS the cookie is Secure and `__Host-` prefixed: browsers accept it only from this very origin over HTTPS,
 * so neither a sibling subdomain nor a plain-http answer can plant a session id in a shopper's browser.
 */
export const sessionCookieFor = (publicUrl: string): SessionCookie =>
  new URL(publicUrl).protocol === 'https:' ? { name: '__Host-sid', secure: true } : PLAIN_SESSION_COOKIE;
export const SESSION_ID_LENGTH = 32;
const SESSION_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/** The id's last characters are a keyed tag of the rest: only ids the shop issued carry a valid one. */
const TAG_LENGTH = 10;
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Storefront session ids the shop issues itself and recognises again; it never adopts one it did not issue. */
export type SessionIds = {
  readonly issue: () => SessionId;
  readonly isIssued: (value: string) => value is SessionId;
  readonly cookie: SessionCookie;
};

export const signedSessionIds = (
  secret: string,
  ids: IdGenerator,
  cookie: SessionCookie = PLAIN_SESSION_COOKIE,
): SessionIds => {
  // The key made once: a first visit gets a new id on every page it renders, so each issue counts.
  const key = createSecretKey(Buffer.from(`storefront-session:${secret}`, 'utf8'));
  const tagOf = (random: string) => {
    const digest = createHmac('sha256', key).update(random).digest();
    let tag = '';
    for (let index = 0; index < TAG_LENGTH; index += 1) tag += BASE62[(digest[index] ?? 0) % BASE62.length];
    return tag;
  };
  return {
    cookie,
    issue: () => {
      const random = newSessionId(ids, SESSION_ID_LENGTH - TAG_LENGTH);
      if (random.isErr()) throw new Error(`SESSION_ID_LENGTH ${SESSION_ID_LENGTH} leaves too short an id`);
      return `${random.value}${tagOf(random.value)}` as SessionId;
    },
    isIssued: (value): value is SessionId => {
      if (value.length !== SESSION_ID_LENGTH || !isSessionId(value)) return false;
      const split = SESSION_ID_LENGTH - TAG_LENGTH;
      return timingSafeEqual(Buffer.from(value.slice(split)), Buffer.from(tagOf(value.slice(0, split))));
    },
  };
};

/** Sets a freshly issued session id on the reply (first visit, an id the shop did not issue, sign-in, sign-out). */
export const issueSessionCookie = (request: FastifyRequest, reply: FastifyReply, sessionIds: SessionIds): SessionId => {
  const created = sessionIds.issue();
  reply.setCookie(sessionIds.cookie.name, created, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: sessionIds.cookie.secure || request.protocol === 'https',
    maxAge: SESSION_COOKIE_MAX_AGE_SECONDS,
  });
  return created;
};

/** The session id the visitor's cookie carries, without checking it or creating one. */
export const sessionCookieValue = (request: FastifyRequest, cookie: SessionCookie): string | undefined =>
  request.cookies[cookie.name];

/** The visitor's storefront session id from its cookie when the shop issued it, or a new one set on the reply. */
export const storefrontSessionId = (
  request: FastifyRequest,
  reply: FastifyReply,
  sessionIds: SessionIds,
): SessionId => {
  const existing = sessionCookieValue(request, sessionIds.cookie);
  return existing !== undefined && sessionIds.isIssued(existing)
    ? existing
    : issueSessionCookie(request, reply, sessionIds);
};

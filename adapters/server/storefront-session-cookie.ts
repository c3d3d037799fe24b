import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import { isSessionId, newSessionId, type SessionId } from '../../core/domain/session/session-id.ts';

export const SESSION_COOKIE = 'sid';
export const SESSION_ID_LENGTH = 32;
const SESSION_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** The visitor's storefront session id from its cookie, or a new one set on the reply. */
export const storefrontSessionId = (request: FastifyRequest, reply: FastifyReply, ids: IdGenerator): SessionId => {
  const existing = request.cookies[SESSION_COOKIE];
  if (existing !== undefined && isSessionId(existing)) return existing;
  const generated = newSessionId(ids, SESSION_ID_LENGTH);
  if (generated.isErr()) throw new Error(`SESSION_ID_LENGTH ${SESSION_ID_LENGTH} is not a valid session id length`);
  const created = generated.value;
  reply.setCookie(SESSION_COOKIE, created, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_COOKIE_MAX_AGE_SECONDS,
  });
  return created;
};

import type { FastifyReply, FastifyRequest } from 'fastify';
import { localePrefixOf } from '../../core/domain/routing/locale-prefix.ts';

export const LOCALE_COOKIE = 'locale';
const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language the visitor reads in: a locale prefix in the path is a choice, kept in the `locale` cookie
 * so that later pages without the prefix keep it (spec 2); otherwise the cookie's value, if any.
 */
export const chosenLocaleCookie = (request: FastifyRequest, reply: FastifyReply): string | undefined => {
  const kept = request.cookies[LOCALE_COOKIE];
  const chosen = localePrefixOf(request.url.replace(/[?#].*$/s, ''));
  if (chosen === null || chosen === kept) return kept;
  reply.setCookie(LOCALE_COOKIE, chosen, {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
  });
  return chosen;
};

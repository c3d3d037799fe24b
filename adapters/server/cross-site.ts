import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, sendError } from './error-envelope.ts';

/** Methods that change nothing, so a cross-site browser may send them. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser request from another site: Sec-Fetch-Site says so, or the Origin's host is not ours.
 * Clients that send neither header are not browsers, and so cannot be tricked into a request.
 */
export const isCrossSiteRequest = (request: FastifyRequest): boolean => {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'cross-site';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const originHost = /^https?:\/\/([^/]+)$/i.exec(origin)?.[1];
  return originHost?.toLowerCase() !== request.host.toLowerCase();
};

/** An `onRequest` hook: a state-changing request from another site is refused before anything reads it. */
export const refuseCrossSiteWrites = async (request: FastifyRequest, reply: FastifyReply) => {
  if (!SAFE_METHODS.has(request.method) && isCrossSiteRequest(request)) {
    return sendError(reply, 403, ERROR_CODES.forbidden, 'Cross-site requests are not accepted');
  }
};

import type { FastifyRequest } from 'fastify';

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

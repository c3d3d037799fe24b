import type { FastifyRequest } from 'fastify';

/** What a page is rendered from: its address, and who asks (crawlers are not shown error screens). */
export type PageRequest = {
  readonly url: URL;
  readonly userAgent: string | undefined;
  /** Set for a request the server could not read (a badly encoded path): the status its error screen shows. */
  readonly failure?: number;
};

export const pageRequestOf = (request: FastifyRequest): PageRequest => ({
  // Joined, not resolved: a path like //other.example/x stays a path of this host.
  url: new URL(`${request.protocol}://${request.host}${request.url}`),
  userAgent: request.headers['user-agent'],
});

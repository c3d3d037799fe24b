import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, sendError } from './error-envelope.ts';
import { inputProblemOf, isMultipartWithoutBoundary, isReadableCallbackUrl } from './input-edge.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A storefront page: it reads its own query and ignores keys it does not know. */
    readonly pageRoute?: boolean;
  }
}

/**
 * Slow clients are cut; a browser on a poor line sends headers in well under a second and a 15 MB upload
 * at 256 kB/s in one minute. Checked every 5 s rather than Node's 30, so a cut comes close to its limit.
 * No idle-socket timeout (`connectionTimeout` 0): it would close a socket whose request the server is still working
 * on; headersTimeout and requestTimeout bound only the time a client takes to send its request.
 */
export const SERVER_TIMEOUTS = {
  connectionTimeout: 0,
  keepAliveTimeout: 10_000,
  requestTimeout: 120_000,
  http: { headersTimeout: 15_000, requestTimeout: 120_000, connectionsCheckingInterval: 5_000 },
} satisfies Partial<FastifyHttpOptions<Server>>;

/** Refused before the body is read: a multipart body whose boundary is missing cannot be read at all. */
export const refuseUnreadableBody = async (request: FastifyRequest, reply: FastifyReply) => {
  if (isMultipartWithoutBoundary(request.headers['content-type'])) {
    return sendError(reply, 400, ERROR_CODES.badRequest, 'A multipart body needs a boundary in its Content-Type');
  }
};

const isCallbackUrlCookie = (name: string) => name.endsWith('authjs.callback-url');

const fieldOf = (source: unknown, name: string): unknown =>
  source !== null && typeof source === 'object' && Object.hasOwn(source, name)
    ? (source as Record<string, unknown>)[name]
    : undefined;

/** Why the request's decoded inputs are refused, or undefined. */
const problemOf = (request: FastifyRequest): string | undefined => {
  const structural =
    inputProblemOf(request.params, 'path') ??
    inputProblemOf(request.query, 'query') ??
    inputProblemOf(request.body, 'body');
  if (structural !== undefined) return structural;
  const callbackUrls = [
    fieldOf(request.query, 'callbackUrl'),
    fieldOf(request.body, 'callbackUrl'),
    ...Object.entries(request.cookies ?? {}).flatMap(([name, value]) => (isCallbackUrlCookie(name) ? [value] : [])),
  ];
  return callbackUrls.every(isReadableCallbackUrl) ? undefined : 'callbackUrl: expected an http(s) URL or a path';
};

/**
 * Every endpoint's query, path parameters and body pass here once they are parsed and before any
 * route reads them: too deep, NUL characters, inherited member names as keys or a callbackUrl that is
 * not a URL get a 400 with the error envelope. Pages skip it: they ignore what they do not know.
 */
export const refuseHostileInput = async (request: FastifyRequest, reply: FastifyReply) => {
  if (request.routeOptions.config.pageRoute === true) return;
  const problem = problemOf(request);
  if (problem !== undefined) return sendError(reply, 400, ERROR_CODES.badRequest, problem);
};

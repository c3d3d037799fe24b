import type { FastifyRequest } from 'fastify';

/**
 * The origin auth works on: PUBLIC_URL when set, so a forged Host or X-Forwarded-Host header can never
 * put another site into an e-mailed link; otherwise the request's own origin (development, specs).
 */
export const authOrigin = (request: FastifyRequest, publicUrl: string | undefined): string =>
  // Through URL so a default port ('localhost:80') is dropped, as Auth.js's own origin drops it.
  new URL(publicUrl ?? `${request.protocol}://${request.host}`).origin;

/** Auth.js prefixes its cookies `__Secure-`/`__Host-` and marks them Secure exactly when its origin is HTTPS. */
export const usesSecureCookies = (origin: string): boolean => origin.startsWith('https://');

import type { FastifyRequest } from 'fastify';

/** The Fetch API request react-router's static handler expects, built from Fastify's. */
export const toWebRequest = (request: FastifyRequest): Request => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, { method: request.method, headers });
};

import type { FastifyReply } from 'fastify';

/** Copies a Fetch API response onto Fastify's reply: status, every header (each Set-Cookie kept apart), body. */
export const sendWebResponse = async (reply: FastifyReply, response: Response) => {
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  // Auth answers (sessions, CSRF tokens) are per visitor: never cached by a proxy.
  reply.header('cache-control', 'private, no-store');
  return reply.status(response.status).send(await response.text());
};

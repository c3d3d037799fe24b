import type { FastifyInstance } from 'fastify';

/**
 * The downloads live at the site's root and are authorised by the sign-in cookie alone, so a link names the file and
 * never the session: browser history, shared links and the logs of anything in between hold nothing that opens it.
 * Each answer is one person's: kept by no cache, never sniffed into another type.
 */
export const privateDownloads = (app: FastifyInstance): void => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    reply.header('x-content-type-options', 'nosniff');
  });
};

import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../adapters/server/create-server.ts';

const notAPage = async () => {
  throw new Error('no page in this spec');
};

describe('closing the server', () => {
  it('closes what the routes use (the database, its notices) only after every route has closed, in the order given', async () => {
    const closed: string[] = [];
    const app: FastifyInstance = await createServer({
      shopApiBasePath: '/shop-api/v1',
      shopApiRoutes: [],
      rootRoutes: [
        // As the job queue does: its workers stop on close, and a try in progress still needs the database.
        async (root) => {
          root.addHook('onClose', async () => {
            await new Promise((resolve) => setTimeout(resolve, 20));
            closed.push('job queue stopped');
          });
        },
      ],
      pages: { render: notAPage, payload: notAPage },
      trustProxy: false,
      closeLast: [
        async () => {
          closed.push('notices closed');
        },
        async () => {
          closed.push('database closed');
        },
      ],
    });
    await app.ready();
    await app.close();
    expect(closed).toEqual(['job queue stopped', 'notices closed', 'database closed']);
  });
});

import type { FastifyInstance } from 'fastify';
import { pruneExpired } from '../../../adapters/postgres/postgres-housekeeping.ts';
import { TOKENS } from '../../tokens.ts';
import { runsBackgroundWork } from '../shop-role.ts';
import type { ServerModule } from './server-module.ts';

const HOURLY = 60 * 60 * 1000;

/** Prunes rate-limit windows, idempotency keys, auth tokens and ended sessions past their retention: at start, then hourly. */
export const housekeepingModule: ServerModule = {
  name: 'housekeeping',
  bind: () => {},
  rootRoutes: (container) => async (app: FastifyInstance) => {
    if (!runsBackgroundWork(container.get(TOKENS.config))) return;
    const { db } = container.get(TOKENS.database);
    const clock = container.get(TOKENS.clock);
    const prune = () =>
      pruneExpired(db, clock.now()).then(
        (pruned) => app.log.debug({ pruned }, 'housekeeping'),
        (error: unknown) => app.log.warn({ err: error }, 'housekeeping failed; it runs again in an hour'),
      );
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void prune();
      timer = setInterval(() => void prune(), HOURLY).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
};

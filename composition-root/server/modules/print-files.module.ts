import type { FastifyInstance } from 'fastify';
import { sharpDesignRenderer } from '../../../adapters/images/sharp-design-renderer.ts';
import { postgresPrintJobQueue } from '../../../adapters/postgres/postgres-print-job-queue.ts';
import { postgresPrintSurfaceCatalogue } from '../../../adapters/postgres/postgres-project-repository.ts';
import { postgresUploadRepository } from '../../../adapters/postgres/postgres-upload-repository.ts';
import { printFilesRoutes } from '../../../adapters/server/shop-api/print-files.routes.ts';
import type { SignedInCustomer } from '../../../adapters/server/signed-in-customer.ts';
import { backgroundLoop, type BackgroundLoop } from '../../../adapters/system/background-loop.ts';
import { orderPrintFilesFor, printFileFor } from '../../../core/shop/print-files/order-print-files.use-case.ts';
import { renderDuePrintJobs, type PrintFilesDeps } from '../../../core/shop/print-files/render-print-files.use-case.ts';
import type { ShopPrintFiles } from '../../../core/shop/print-files/shop-print-files.ts';
import { token, TOKENS } from '../../tokens.ts';
import { MAIL_TOKENS } from './mail.module.ts';
import { MEDIA_TOKENS } from './media.module.ts';
import { SIGNED_IN_CUSTOMER } from './product-server.module.ts';
import { runsBackgroundWork } from '../shop-role.ts';
import type { ServerModule } from './server-module.ts';

/** Due jobs are looked for this often; a placed order kicks the loop at once. */
const PRINT_POLL_MS = 30_000;

export const PRINT_FILES_TOKENS = {
  deps: token<PrintFilesDeps>('printFiles.deps'),
  useCases: token<ShopPrintFiles>('printFiles.useCases'),
  /** Renders due print jobs in the background while the server runs. */
  loop: token<BackgroundLoop>('printFiles.loop'),
} as const;

const nobodySignedIn: SignedInCustomer = async () => null;

export const printFilesModule: ServerModule = {
  name: 'print-files',
  bind: (container) => {
    container.bind(PRINT_FILES_TOKENS.deps).toResolvedValue(
      (db, blobs, clock, log): PrintFilesDeps => ({
        queue: postgresPrintJobQueue(db.db),
        surfaces: postgresPrintSurfaceCatalogue(db.db),
        uploads: postgresUploadRepository(db.db),
        renderer: sharpDesignRenderer(blobs),
        blobs,
        clock,
        failed: (job, cause, givenUp) =>
          log(
            givenUp ? 'error' : 'warn',
            { orderLineId: job.orderLineId, attempt: job.attempt, cause },
            givenUp ? 'Print file given up: the operator must look' : 'Print file failed; it is retried',
          ),
      }),
      [TOKENS.database, MEDIA_TOKENS.blobs, TOKENS.clock, MAIL_TOKENS.log],
    );
    container
      .bind(PRINT_FILES_TOKENS.useCases)
      .toResolvedValue(
        (deps): ShopPrintFiles => ({ orderPrintFilesFor: orderPrintFilesFor(deps), printFileFor: printFileFor(deps) }),
        [PRINT_FILES_TOKENS.deps],
      );
    container.bind(PRINT_FILES_TOKENS.loop).toResolvedValue(
      (deps, log) => {
        const render = renderDuePrintJobs(deps);
        return backgroundLoop(
          async () => {
            // Each run takes a few jobs; while it found some, there may be more due.
            let taken = 0;
            do
              taken = (await render()).match(
                (count) => count,
                (failure) => {
                  log('error', { cause: failure.cause }, 'Print jobs could not be read');
                  return 0;
                },
              );
            while (taken > 0);
          },
          { intervalMs: PRINT_POLL_MS, onError: (error) => log('error', { err: String(error) }, 'Print loop failed') },
        );
      },
      [PRINT_FILES_TOKENS.deps, MAIL_TOKENS.log],
    );
  },
  shopApiRoutes: (container) =>
    printFilesRoutes({
      printFiles: container.get(PRINT_FILES_TOKENS.useCases),
      now: () => container.get(TOKENS.clock).now(),
      signedInCustomer: container.isBound(SIGNED_IN_CUSTOMER) ? container.get(SIGNED_IN_CUSTOMER) : nobodySignedIn,
    }),
  rootRoutes: (container) => async (app: FastifyInstance) => {
    // Not started, the loop's kicks do nothing: a web instance's print jobs wait in the table for the worker.
    if (!runsBackgroundWork(container.get(TOKENS.config))) return;
    const loop = container.get(PRINT_FILES_TOKENS.loop);
    app.addHook('onReady', async () => loop.start());
    app.addHook('onClose', async () => loop.stop());
  },
};

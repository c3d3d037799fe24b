import { sharpDesignRenderer } from '../../../adapters/images/sharp-design-renderer.ts';
import { postgresPrintJobRecords } from '../../../adapters/postgres/postgres-print-job-records.ts';
import { postgresPrintSurfaceCatalogue } from '../../../adapters/postgres/postgres-project-repository.ts';
import { postgresUploadRepository } from '../../../adapters/postgres/postgres-upload-repository.ts';
import { printFileDownloadRoutes, printFilesRoutes } from '../../../adapters/server/shop-api/print-files.routes.ts';
import type { SignedInCustomer } from '../../../adapters/server/signed-in-customer.ts';
import { orderPrintFilesFor, printFileFor } from '../../../core/shop/print-files/order-print-files.use-case.ts';
import type { PrintFilesDeps } from '../../../core/shop/print-files/render-print-files.use-case.ts';
import type { ShopPrintFiles } from '../../../core/shop/print-files/shop-print-files.ts';
import { token, TOKENS } from '../../tokens.ts';
import { MAIL_TOKENS } from './mail.module.ts';
import { MEDIA_TOKENS } from './media.module.ts';
import { SIGNED_IN_CUSTOMER } from './product-server.module.ts';
import type { ServerModule } from './server-module.ts';

export const PRINT_FILES_TOKENS = {
  deps: token<PrintFilesDeps>('printFiles.deps'),
  useCases: token<ShopPrintFiles>('printFiles.useCases'),
} as const;

const nobodySignedIn: SignedInCustomer = async () => null;

export const printFilesModule: ServerModule = {
  name: 'print-files',
  bind: (container) => {
    container.bind(PRINT_FILES_TOKENS.deps).toResolvedValue(
      (db, blobs, clock, log): PrintFilesDeps => ({
        records: postgresPrintJobRecords(db.db),
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
  },
  shopApiRoutes: (container) =>
    printFilesRoutes({
      printFiles: container.get(PRINT_FILES_TOKENS.useCases),
      now: () => container.get(TOKENS.clock).now(),
      signedInCustomer: container.isBound(SIGNED_IN_CUSTOMER) ? container.get(SIGNED_IN_CUSTOMER) : nobodySignedIn,
    }),
  // At the site's root: a file's link carries no ext_session_id, the administrator's sign-in cookie authorises it.
  rootRoutes: (container) =>
    printFileDownloadRoutes({
      printFiles: container.get(PRINT_FILES_TOKENS.useCases),
      signedInCustomer: container.isBound(SIGNED_IN_CUSTOMER) ? container.get(SIGNED_IN_CUSTOMER) : nobodySignedIn,
    }),
};

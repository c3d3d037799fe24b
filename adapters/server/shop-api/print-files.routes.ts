import type { FastifyInstance } from 'fastify';
import type { ShopPrintFiles } from '../../../core/shop/print-files/shop-print-files.ts';
import { PRINT_FILE_PATHS, PrintFileParams } from '../../shop-api-contract/print-files.codec.ts';
import type { SignedInCustomer } from '../signed-in-customer.ts';
import { printFilesErrorAnswer } from './print-files-errors.ts';
import { fileRoute, fromParams } from './route.ts';

export type PrintFilesRouteDeps = {
  readonly printFiles: ShopPrintFiles;
  readonly signedInCustomer: SignedInCustomer;
};

/** The back office's download of a personalised line's print-ready file: the administrator's alone. */
export const printFilesRoutes =
  ({ printFiles, signedInCustomer }: PrintFilesRouteDeps) =>
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      PRINT_FILE_PATHS.printFile,
      {
        schema: {
          summary: "The administrator downloads an order line's print-ready file of one surface (anyone else: 404)",
          tags: ['orders'],
        },
      },
      fileRoute({
        decode: fromParams(PrintFileParams),
        who: signedInCustomer,
        errors: printFilesErrorAnswer,
        run: ({ public_id, line_id, surface_id }, customer) =>
          printFiles.printFileFor(customer, { publicId: public_id, orderLineId: line_id, surfaceId: surface_id }),
      }),
    );
  };

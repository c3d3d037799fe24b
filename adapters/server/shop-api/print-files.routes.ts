import type { FastifyInstance } from 'fastify';
import type { ShopPrintFiles } from '../../../core/shop/print-files/shop-print-files.ts';
import { printJobStatus } from '../../../core/domain/print-files/print-job.ts';
import type { OrderPrintFiles } from '../../../core/shop/print-files/print-job-records.port.ts';
import {
  OrderPrintFilesCodec,
  OrderPrintFilesParams,
  PRINT_FILE_PATHS,
  PrintFileParams,
  printFilePath,
} from '../../shop-api-contract/print-files.codec.ts';
import type { SignedInCustomer } from '../signed-in-customer.ts';
import { printFilesErrorAnswer } from './print-files-errors.ts';
import { privateDownloads } from '../private-downloads.ts';
import { answered, fileRoute, fromParams, route } from '../route.ts';

export type PrintFilesRouteDeps = {
  readonly printFiles: ShopPrintFiles;
  readonly signedInCustomer: SignedInCustomer;
  /** The job statuses are named at this instant (a claim that ran out is no longer rendering). */
  readonly now: () => number;
};

const view = (order: OrderPrintFiles, now: number) => ({
  publicId: order.publicId,
  lines: order.lines.map((line) => ({
    orderLineId: line.orderLineId,
    name: line.name,
    quantity: line.quantity,
    status: printJobStatus(line.job, now),
    attempts: line.job.attempts,
    lastError: line.job.lastError,
    files: line.files.map((file) => ({
      surfaceId: file.surfaceId,
      format: file.format,
      widthPx: file.widthPx,
      heightPx: file.heightPx,
      ppi: file.ppi,
      url: printFilePath(order.publicId, line.orderLineId, file.surfaceId),
    })),
  })),
});

/** The back office's list of an order's print files: the administrator's alone. */
export const printFilesRoutes =
  ({ printFiles, signedInCustomer, now }: PrintFilesRouteDeps) =>
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      PRINT_FILE_PATHS.printFiles,
      {
        schema: {
          summary:
            "The administrator's view of an order's print files: each personalised line's job and files (anyone else: 404)",
          tags: ['orders'],
        },
      },
      answered(
        route({
          decode: fromParams(OrderPrintFilesParams),
          who: signedInCustomer,
          run: ({ public_id }, customer) =>
            printFiles.orderPrintFilesFor(customer, public_id).map((order) => view(order, now())),
          errors: printFilesErrorAnswer,
          answer: OrderPrintFilesCodec,
        }),
      ),
    );
  };

/** The download of a personalised line's print-ready file, at the site's root: the administrator's alone. */
export const printFileDownloadRoutes =
  ({ printFiles, signedInCustomer }: Omit<PrintFilesRouteDeps, 'now'>) =>
  async (app: FastifyInstance) => {
    privateDownloads(app);

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

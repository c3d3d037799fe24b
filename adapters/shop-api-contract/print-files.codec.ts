import * as t from 'io-ts';
import { PRINT_JOB_STATUSES, type PrintJobStatus } from '../../core/domain/print-files/print-job.ts';
import { nullable, textMatching } from './form-fields.codec.ts';
import { wireType } from './wire-object.ts';

/** The back office's print files: the list under the Shop API's base path, each file's download at the site's root. */
export const PRINT_FILE_PATHS = {
  printFiles: '/orders/:public_id/print_files',
  /** At the site's root: the sign-in cookie authorises it, so the link carries no session id. */
  printFile: '/orders/:public_id/lines/:line_id/print_files/:surface_id',
} as const;

const PublicIdText = textMatching('OrderPublicId', /^[A-Za-z0-9-]{1,24}$/, 'expected an order number');
const LineIdText = textMatching('OrderLineId', /^[A-Za-z0-9_-]{1,64}$/, 'expected an order line id');
const SurfaceIdText = textMatching('SurfaceId', /^[A-Za-z0-9_-]{1,64}$/, 'expected a print surface id');

export const PrintFileParams = t.type({ public_id: PublicIdText, line_id: LineIdText, surface_id: SurfaceIdText });

const PrintJobStatusCodec = t.keyof(
  Object.fromEntries(PRINT_JOB_STATUSES.map((status) => [status, null])) as Record<PrintJobStatus, null>,
  'PrintJobStatus',
);

export const OrderPrintFilesParams = t.type({ public_id: PublicIdText });

/** An order's personalised lines for the back office: each job's status and its files, with their download paths. */
export const OrderPrintFilesCodec = wireType(
  {
    publicId: t.string,
    lines: t.readonlyArray(
      wireType(
        {
          orderLineId: t.string,
          name: t.string,
          quantity: t.number,
          status: PrintJobStatusCodec,
          attempts: t.number,
          lastError: nullable(t.string),
          files: t.readonlyArray(
            wireType(
              {
                surfaceId: t.string,
                format: t.literal('png'),
                widthPx: t.number,
                heightPx: t.number,
                ppi: t.number,
                /** At the site's root, without a session id: the administrator's sign-in cookie authorises it. */
                url: t.string,
              },
              'PrintFile',
            ),
          ),
        },
        'OrderLinePrintFiles',
      ),
    ),
  },
  'OrderPrintFiles',
);

export const printFilePath = (publicId: string, lineId: string, surfaceId: string): string =>
  PRINT_FILE_PATHS.printFile
    .replace(':public_id', encodeURIComponent(publicId))
    .replace(':line_id', encodeURIComponent(lineId))
    .replace(':surface_id', encodeURIComponent(surfaceId));

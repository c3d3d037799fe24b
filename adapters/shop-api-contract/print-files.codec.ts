import * as t from 'io-ts';
import { textMatching } from './form-fields.codec.ts';

/** Shop API paths of the back office's print files, relative to the base path. */
export const PRINT_FILE_PATHS = {
  printFile: '/orders/:public_id/lines/:line_id/print_files/:surface_id',
} as const;

const PublicIdText = textMatching('OrderPublicId', /^[A-Za-z0-9-]{1,24}$/, 'expected an order number');
const LineIdText = textMatching('OrderLineId', /^[A-Za-z0-9_-]{1,64}$/, 'expected an order line id');
const SurfaceIdText = textMatching('SurfaceId', /^[A-Za-z0-9_-]{1,64}$/, 'expected a print surface id');

export const PrintFileParams = t.type({ public_id: PublicIdText, line_id: LineIdText, surface_id: SurfaceIdText });

export const printFilePath = (publicId: string, lineId: string, surfaceId: string): string =>
  PRINT_FILE_PATHS.printFile
    .replace(':public_id', encodeURIComponent(publicId))
    .replace(':line_id', encodeURIComponent(lineId))
    .replace(':surface_id', encodeURIComponent(surfaceId));

import { UPLOAD_VARIANT_WIDTHS, uploadVariantUrl } from '../../../core/domain/media/upload-picture.ts';

/** The widest preview the shop made of an original this wide: it never enlarges, so a small one has its own width. */
export const previewUrlOf = (uploadId: string, pixelWidth: number): string => {
  const fitting = UPLOAD_VARIANT_WIDTHS.filter((width) => width <= pixelWidth);
  return uploadVariantUrl(uploadId, fitting.at(-1) ?? pixelWidth, 'webp');
};

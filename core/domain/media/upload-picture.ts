import { IMAGE_FORMAT_SETS, IMAGE_MIME_TYPES, type ImageFormat, type ImageFormatSet } from './image-format.ts';
import type { PictureSources } from './picture-sources.ts';

/** Where the storefront loads a variant of an uploaded image from (served by the upload routes). */
/** Preview widths of an uploaded image; the original is kept as sent for printing. */
export const UPLOAD_VARIANT_WIDTHS = [320, 640, 1280] as const;

export const uploadVariantUrl = (id: string, width: number, format: ImageFormat) =>
  `/images/uploads/${id}-${width}.${format}`;

/** An uploaded image in every format it was re-encoded to; shown in a square box, so its height is its width. */
export const uploadPictureSources = (
  uploadId: string,
  widths: readonly number[],
  formats: ImageFormatSet,
): PictureSources | null => {
  if (widths.length === 0) return null;
  const set = IMAGE_FORMAT_SETS[formats];
  const fallbackWidth = widths.find((width) => width >= 320) ?? Math.max(...widths);
  return {
    sources: set.map((format) => ({
      type: IMAGE_MIME_TYPES[format],
      srcset: widths.map((width) => `${uploadVariantUrl(uploadId, width, format)} ${width}w`).join(', '),
    })),
    fallback: { src: uploadVariantUrl(uploadId, fallbackWidth, set[2]), width: fallbackWidth, height: fallbackWidth },
  };
};

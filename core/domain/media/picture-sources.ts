import { err, ok, type Result } from 'neverthrow';
import { IMAGE_FORMAT_SETS, IMAGE_MIME_TYPES, type ImageFormat, type ImageFormatSet } from './image-format.ts';

/** A stored image: its id in the media store and its original pixel size. */
export type StoredImage = { readonly id: string; readonly width: number; readonly height: number };

export type PictureSource = { readonly type: string; readonly srcset: string };

/** What a `<picture>` needs: one `<source>` per format in preference order, and the `<img>` fallback. */
export type PictureSources = {
  readonly sources: readonly PictureSource[];
  readonly fallback: { readonly src: string; readonly width: number; readonly height: number };
};

export type PictureSourcesError =
  | { readonly type: 'InvalidImageSize'; readonly width: number; readonly height: number }
  | { readonly type: 'InvalidImageWidth'; readonly width: number }
  | { readonly type: 'NoImageWidths' };

const isPositiveInteger = (value: number) => Number.isInteger(value) && value > 0;

export const mediaUrl = (id: string, width: number, format: ImageFormat): string =>
  `/media/${encodeURIComponent(id)}-${width}.${format}`;

/** Requested widths never exceed the original (no upscaling); a small original is served at its own width. */
const servedWidths = (image: StoredImage, widths: readonly number[]): readonly number[] => {
  const fitting = [...new Set(widths.filter((width) => width <= image.width))].sort((a, b) => a - b);
  return fitting.length > 0 ? fitting : [image.width];
};

export const pictureSources = (
  image: StoredImage,
  options: { readonly widths: readonly number[]; readonly formats: ImageFormatSet },
): Result<PictureSources, PictureSourcesError> => {
  if (!isPositiveInteger(image.width) || !isPositiveInteger(image.height)) {
    return err({ type: 'InvalidImageSize', width: image.width, height: image.height });
  }
  if (options.widths.length === 0) return err({ type: 'NoImageWidths' });
  const invalid = options.widths.find((width) => !isPositiveInteger(width));
  if (invalid !== undefined) return err({ type: 'InvalidImageWidth', width: invalid });

  const widths = servedWidths(image, options.widths);
  const formats = IMAGE_FORMAT_SETS[options.formats];
  const largest = Math.max(...widths);
  return ok({
    sources: formats.map((format) => ({
      type: IMAGE_MIME_TYPES[format],
      srcset: widths.map((width) => `${mediaUrl(image.id, width, format)} ${width}w`).join(', '),
    })),
    fallback: {
      src: mediaUrl(image.id, largest, formats[2]),
      width: largest,
      height: Math.max(1, Math.round((largest * image.height) / image.width)),
    },
  });
};

import type { ResultAsync } from 'neverthrow';
import type { ImageFormat } from '../../domain/media/image-format.ts';

export type ImageProcessingFailure = { readonly type: 'ImageProcessingFailure'; readonly cause: string };

/** Turns a source image (SVG, JPEG, PNG…) into one served variant. */
export interface ImageProcessor {
  /** The image scaled to `width` pixels wide (height kept in proportion) and encoded in `format`. */
  encode(
    source: Uint8Array,
    target: { readonly width: number; readonly format: ImageFormat },
  ): ResultAsync<Uint8Array, ImageProcessingFailure>;
}

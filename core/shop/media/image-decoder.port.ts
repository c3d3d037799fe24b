import type { ResultAsync } from 'neverthrow';
import type { TooManyPixels } from '../../domain/media/upload-acceptance.ts';
import type { ImageUnreadable } from './image-inspector.port.ts';

/** A photo decoded into a format every part of the shop reads, and that format's MIME type. */
export type DecodedImage = { readonly bytes: Uint8Array; readonly mimeType: string };

/** Turns a photo the image library cannot read (HEIC, HEIF) into one it can, kept at high quality for print. */
export interface ImageDecoder {
  /** The photo upright in a readable format; one over `maxPixels` is refused before its pixels are decoded. */
  decode(
    source: Uint8Array,
    limits: { readonly maxPixels: number },
  ): ResultAsync<DecodedImage, ImageUnreadable | TooManyPixels>;
}

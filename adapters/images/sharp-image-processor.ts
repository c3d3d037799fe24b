import { ResultAsync } from 'neverthrow';
import sharp from 'sharp';
import type { ImageFormat } from '../../core/domain/media/image-format.ts';
import { MAX_UPLOAD_PIXELS } from '../../core/domain/media/upload-acceptance.ts';
import type { ImageProcessingFailure, ImageProcessor } from '../../core/shop/media/image-processor.port.ts';

const failure = (cause: unknown): ImageProcessingFailure => ({ type: 'ImageProcessingFailure', cause: String(cause) });

/** Quality settings that keep pictures small; avif effort is lowered so a first request stays quick. */
const encode = (image: sharp.Sharp, format: ImageFormat): sharp.Sharp => {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 2 });
    case 'webp':
      return image.webp({ quality: 80 });
    case 'jpg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
  }
};

/** An SVG is rasterised at the density that gives the target width, so it is drawn sharp rather than scaled up. */
const densityFor = async (source: Uint8Array, width: number): Promise<number | undefined> => {
  const metadata = await sharp(source).metadata();
  return metadata.format === 'svg' && metadata.width
    ? Math.min(2400, Math.max(1, (72 * width) / metadata.width))
    : undefined;
};

/**
 * Photos are turned upright by their EXIF orientation and converted from their ICC profile to sRGB; no metadata is
 * carried into the output. A JPEG is decoded shrunk (libjpeg's shrink-on-load) and the rest read in sequence, so a
 * 100-megapixel photo never sits whole in memory.
 */
export const sharpImageProcessor: ImageProcessor = {
  encode: (source, { width, format }) =>
    ResultAsync.fromPromise(
      (async () => {
        const density = await densityFor(source, width);
        const image = sharp(source, {
          failOn: 'error',
          limitInputPixels: MAX_UPLOAD_PIXELS,
          sequentialRead: true,
          ...(density === undefined ? {} : { density }),
        })
          .rotate()
          .resize({ width });
        const buffer = await encode(image, format).toBuffer();
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      })(),
      failure,
    ),
};

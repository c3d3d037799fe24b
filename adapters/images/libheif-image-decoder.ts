import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import sharp from 'sharp';
import type { TooManyPixels } from '../../core/domain/media/upload-acceptance.ts';
import type { DecodedImage, ImageDecoder } from '../../core/shop/media/image-decoder.port.ts';
import type { ImageUnreadable } from '../../core/shop/media/image-inspector.port.ts';
import { decodeHeic } from './heic-decode-worker.ts';
import { heifIccProfile, jpegWithIccProfile } from './heif-colour-profile.ts';

type Outcome = DecodedImage | TooManyPixels;

const hasTransparency = (rgba: Uint8ClampedArray) => {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 255) return true;
  return false;
};

/**
 * Kept as a JPEG at quality 95 without chroma subsampling (a PNG when transparent), the HEIC's ICC profile embedded
 * so every later reading converts it to sRGB; the decoder has applied the HEIC's own rotation and mirroring.
 */
const keptImage = async (source: Uint8Array, width: number, height: number, rgba: Uint8ClampedArray) => {
  const raw = sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), {
    raw: { width, height, channels: 4 },
    limitInputPixels: width * height,
  });
  if (hasTransparency(rgba)) return { bytes: new Uint8Array(await raw.png().toBuffer()), mimeType: 'image/png' };
  const jpeg = new Uint8Array(await raw.removeAlpha().jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer());
  const icc = heifIccProfile(source);
  return { bytes: icc ? jpegWithIccProfile(jpeg, icc) : jpeg, mimeType: 'image/jpeg' };
};

const decodeOne = async (source: Uint8Array, maxPixels: number): Promise<Outcome> => {
  const answer = await decodeHeic(source, maxPixels);
  if ('tooManyPixels' in answer) return { type: 'TooManyPixels', maxPixels };
  if ('error' in answer) throw new Error(answer.error);
  return keptImage(source, answer.width, answer.height, answer.data);
};

const unreadable = (cause: unknown): ImageUnreadable => ({ type: 'ImageUnreadable', cause: String(cause) });

/** HEIC and HEIF photos decoded with libheif (WebAssembly) into a JPEG every part of the shop reads. */
export const libheifImageDecoder: ImageDecoder = {
  decode: (source, { maxPixels }) =>
    ResultAsync.fromPromise(decodeOne(source, maxPixels), unreadable).andThen((outcome) =>
      'type' in outcome ? errAsync<DecodedImage, TooManyPixels>(outcome) : okAsync(outcome),
    ),
};

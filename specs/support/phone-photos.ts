import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** The sRGB colours a photo's two halves show once turned upright and converted from Display P3. */
export const TOP_COLOUR = { r: 220, g: 40, b: 30 };
export const BOTTOM_COLOUR = { r: 30, g: 80, b: 210 };

/**
 * A phone's photo as it leaves the camera: `width` × `height` stored sideways with EXIF orientation 6 (shown turned a
 * quarter clockwise), in Display P3. Upright, its stored top half (TOP_COLOUR) is the right half.
 */
export const phoneJpeg = async ({ width = 8064, height = 6048 } = {}): Promise<Uint8Array> => {
  const half = { width, height: Math.floor(height / 2), channels: 3 as const };
  const jpeg = await sharp({ create: { width, height, channels: 3, background: BOTTOM_COLOUR } })
    .composite([{ input: { create: { ...half, background: TOP_COLOUR } }, top: 0, left: 0 }])
    // In this order: withMetadata alone would tag the photo sRGB.
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .jpeg({ quality: 90 })
    .toBuffer();
  return new Uint8Array(jpeg);
};

/**
 * A 12-megapixel iPhone-like HEIC (4032 × 3024, HEVC, Display P3 profile): its top half TOP_COLOUR, its bottom half
 * BOTTOM_COLOUR once converted to sRGB. Made once with Debian's heif-enc (see specs/fixtures/photos/README.md).
 */
export const phoneHeic = (): Uint8Array =>
  new Uint8Array(readFileSync(new URL('../fixtures/photos/phone-12mp.heic', import.meta.url)));
export const PHONE_HEIC_SIZE = { width: 4032, height: 3024 };

const chunk = (type: string, data: Uint8Array) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A PNG whose header declares `width` × `height` but that holds one row of pixels: small to send, and an image too
 * large is refused from its header before anything is decoded.
 */
export const pngDeclaring = (width: number, height: number): Uint8Array => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const firstRow = deflateSync(Buffer.alloc(1 + 3 * width));
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', firstRow), chunk('IEND', new Uint8Array())]),
  );
};

/** The mean sRGB colour around a point of an image (fractions of its upright size), orientation and profile applied. */
export const colourAt = async (image: Uint8Array, x: number, y: number) => {
  const { width, height } = (await sharp(image).metadata()).autoOrient;
  const side = Math.max(1, Math.round(Math.min(width, height) / 50));
  const left = Math.min(width - side, Math.round(x * width));
  const top = Math.min(height - side, Math.round(y * height));
  // stats() reads its input, not the pipeline's output: the region is cut out first.
  const region = await sharp(image).rotate().extract({ left, top, width: side, height: side }).png().toBuffer();
  const { channels } = await sharp(region).stats();
  const [r, g, b] = channels.map((channel) => Math.round(channel.mean));
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
};

/** Whether two colours differ by at most `tolerance` in every channel (lossy encodings move them a little). */
export const near = (a: { r: number; g: number; b: number }, b: typeof a, tolerance = 8) =>
  Math.abs(a.r - b.r) <= tolerance && Math.abs(a.g - b.g) <= tolerance && Math.abs(a.b - b.b) <= tolerance;

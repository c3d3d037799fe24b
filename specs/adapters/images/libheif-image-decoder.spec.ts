import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { heifIccProfile, jpegWithIccProfile } from '../../../adapters/images/heif-colour-profile.ts';
import { libheifImageDecoder } from '../../../adapters/images/libheif-image-decoder.ts';
import { MAX_UPLOAD_PIXELS } from '../../../core/domain/media/upload-acceptance.ts';
import { BOTTOM_COLOUR, colourAt, near, PHONE_HEIC_SIZE, phoneHeic, TOP_COLOUR } from '../../support/phone-photos.ts';

describe('libheifImageDecoder', () => {
  it('decodes an iPhone-like HEIC into a JPEG of its size that reads in sRGB as the photo looked', async () => {
    // A Buffer, as the upload route reads the file: it stays whole whatever the worker is handed.
    const heic = Buffer.from(phoneHeic());
    const decoded = (await libheifImageDecoder.decode(heic, { maxPixels: MAX_UPLOAD_PIXELS }))._unsafeUnwrap();
    expect(heic).toEqual(Buffer.from(phoneHeic()));
    expect(decoded.mimeType).toBe('image/jpeg');
    const metadata = await sharp(decoded.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', ...PHONE_HEIC_SIZE, chromaSubsampling: '4:4:4' });
    // The HEIC's Display P3 profile travels with the JPEG, so every reading converts it.
    expect(Buffer.from(metadata.icc ?? [])).toEqual(Buffer.from(heifIccProfile(heic) ?? [0]));
    expect(near(await colourAt(decoded.bytes, 0.5, 0.2), TOP_COLOUR)).toBe(true);
    expect(near(await colourAt(decoded.bytes, 0.5, 0.8), BOTTOM_COLOUR)).toBe(true);
  });

  it('refuses a HEIC over the pixel limit from its header, before decoding it', async () => {
    const result = await libheifImageDecoder.decode(phoneHeic(), { maxPixels: 12_000_000 });
    expect(result._unsafeUnwrapErr()).toEqual({ type: 'TooManyPixels', maxPixels: 12_000_000 });
  });

  it('reports a file that only looks like a HEIC as unreadable', async () => {
    const fake = phoneHeic().slice(0, 600);
    const result = await libheifImageDecoder.decode(fake, { maxPixels: MAX_UPLOAD_PIXELS });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'ImageUnreadable' });
  });
});

describe('the colour profile of a HEIC', () => {
  it('is found among its image properties, and none in a file without one', () => {
    const icc = heifIccProfile(phoneHeic());
    expect(Buffer.from(icc ?? []).toString('ascii', 36, 40)).toBe('acsp');
    expect(heifIccProfile(new TextEncoder().encode('not an ISO-BMFF file at all'))).toBeUndefined();
  });

  it('is embedded in a JPEG whole, in as many APP2 segments as it needs', async () => {
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer(),
    );
    const p3 = (
      await sharp(jpeg)
        .withIccProfile('p3')
        .jpeg()
        .toBuffer()
        .then((b) => sharp(b).metadata())
    ).icc;
    // A profile larger than one segment holds (65,519 bytes): padded, as a profile with a large table would be.
    const large = Buffer.concat([Buffer.from(p3 ?? []), Buffer.alloc(70_000)]);
    large.writeUInt32BE(large.length, 0);
    for (const icc of [Buffer.from(p3 ?? []), large]) {
      const tagged = jpegWithIccProfile(jpeg, icc);
      expect(Buffer.from((await sharp(tagged).metadata()).icc ?? [])).toEqual(icc);
    }
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sharpImageInspector } from '../../../adapters/images/sharp-image-inspector.ts';
import { sharpImageProcessor } from '../../../adapters/images/sharp-image-processor.ts';
import { BOTTOM_COLOUR, colourAt, near, phoneJpeg, pngDeclaring, TOP_COLOUR } from '../../support/phone-photos.ts';

describe("a phone's 48-megapixel photo (8064 × 6048, sideways by EXIF, Display P3)", () => {
  it('is read upright from its header, and its previews are upright and in sRGB', async () => {
    const photo = await phoneJpeg();
    expect((await sharpImageInspector.inspect(photo))._unsafeUnwrap()).toEqual({
      width: 6048,
      height: 8064,
      hasAlpha: false,
    });
    // Without its profile applied, the stored numbers are not the colours the photo shows.
    const stored = await sharp(photo, { ignoreIcc: true })
      .extract({ left: 10, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(near({ r: stored[0] ?? 0, g: stored[1] ?? 0, b: stored[2] ?? 0 }, TOP_COLOUR)).toBe(false);
    for (const format of ['jpg', 'webp'] as const) {
      const preview = (await sharpImageProcessor.encode(photo, { width: 1280, format }))._unsafeUnwrap();
      const metadata = await sharp(preview).metadata();
      expect(metadata).toMatchObject({ width: 1280, height: 1707 });
      expect(metadata.orientation ?? 1).toBe(1);
      expect(metadata.icc).toBeUndefined();
      // Turned a quarter clockwise: the stored top is now the right half.
      expect(near(await colourAt(preview, 0.8, 0.5), TOP_COLOUR)).toBe(true);
      expect(near(await colourAt(preview, 0.2, 0.5), BOTTOM_COLOUR)).toBe(true);
    }
  });

  it('is refused by the processor over 100 megapixels, from the header alone', async () => {
    const declared = pngDeclaring(10_001, 10_000);
    expect((await sharpImageInspector.inspect(declared))._unsafeUnwrap()).toMatchObject({ width: 10_001 });
    const result = await sharpImageProcessor.encode(declared, { width: 320, format: 'jpg' });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'ImageProcessingFailure',
      cause: expect.stringContaining('pixel limit'),
    });
  });
});

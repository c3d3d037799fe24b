import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sharpImageInspector } from '../../../adapters/images/sharp-image-inspector.ts';

const image = (width: number, height: number, channels: 3 | 4) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } });

describe('sharpImageInspector', () => {
  it('reads the size and alpha of an image from its header', async () => {
    const png = new Uint8Array(await image(300, 200, 4).png().toBuffer());
    const jpeg = new Uint8Array(await image(300, 200, 3).jpeg().toBuffer());
    expect((await sharpImageInspector.inspect(png))._unsafeUnwrap()).toEqual({
      width: 300,
      height: 200,
      hasAlpha: true,
    });
    expect((await sharpImageInspector.inspect(jpeg))._unsafeUnwrap()).toEqual({
      width: 300,
      height: 200,
      hasAlpha: false,
    });
  });

  it('reports what is not an image as unreadable', async () => {
    const result = await sharpImageInspector.inspect(new TextEncoder().encode('not an image'));
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'ImageUnreadable' });
  });
});

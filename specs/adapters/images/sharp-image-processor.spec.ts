import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoPictureArtwork } from '../../../adapters/images/demo-picture-artwork.ts';
import { sharpImageProcessor } from '../../../adapters/images/sharp-image-processor.ts';
import type { PictureToRender } from '../../../core/shop/media/picture-repository.port.ts';

const picture = (overrides: Partial<PictureToRender> = {}): PictureToRender => ({
  id: 'd0001-a101',
  width: 960,
  height: 960,
  widths: [240, 960],
  formats: 'photo',
  alt: 'Retro Fox on a mug',
  subject: {
    role: 'article',
    designId: 'd0001',
    designName: 'Retro <Fox> & "Friends"',
    articleKind: 'mug',
    articleName: 'Mug',
    surface: null,
    artworks: [],
  },
  ...overrides,
});

describe('sharpImageProcessor with the demo artwork', () => {
  it.each([
    ['avif', 240],
    ['webp', 480],
    ['jpg', 960],
    ['png', 240],
  ] as const)('renders a design on an article as %s at %i px wide', async (format, width) => {
    const encoded = (
      await sharpImageProcessor.encode(demoPictureArtwork.draw(picture()), { width, format })
    )._unsafeUnwrap();
    const metadata = await sharp(encoded).metadata();
    expect(metadata).toMatchObject({
      width,
      height: width,
      format: format === 'jpg' ? 'jpeg' : format === 'avif' ? 'heif' : format,
    });
  });

  it('keeps graphics transparent around the article in png', async () => {
    const svg = demoPictureArtwork.draw(
      picture({ formats: 'graphic', subject: { ...picture().subject, articleKind: 't-shirt' } }),
    );
    const png = (await sharpImageProcessor.encode(svg, { width: 240, format: 'png' }))._unsafeUnwrap();
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0);
  });

  it('draws every demo article kind, a blank article and an unknown kind', async () => {
    const kinds = [
      'mug',
      't-shirt',
      'hoodie',
      'canvas',
      'poster',
      'photo-print',
      'photo-book',
      'phone-case',
      'cushion',
      'puzzle',
      'calendar',
      'tote-bag',
      'notebook',
      'fridge-magnet',
      'spaceship',
    ];
    for (const articleKind of kinds) {
      const svg = demoPictureArtwork.draw(picture({ subject: { ...picture().subject, articleKind } }));
      expect((await sharp(svg).metadata()).width).toBe(960);
    }
    const blank = demoPictureArtwork.draw(
      picture({ subject: { ...picture().subject, designId: null, designName: null } }),
    );
    expect((await sharp(blank).metadata()).format).toBe('svg');
  });

  it('draws the same picture for the same design every time', () => {
    expect(demoPictureArtwork.draw(picture())).toEqual(demoPictureArtwork.draw(picture()));
  });

  it('fails with ImageProcessingFailure on bytes that are not an image', async () => {
    const failed = await sharpImageProcessor.encode(Uint8Array.from([1, 2, 3]), { width: 240, format: 'webp' });
    expect(failed._unsafeUnwrapErr()).toMatchObject({ type: 'ImageProcessingFailure' });
  });
});

import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { DesignId } from '../../../../core/domain/catalogue/design.ts';
import type { PrintSurface } from '../../../../core/domain/personalisation/print-surface.ts';
import type { PictureReader } from '../../../../core/storefront/personalisation/picture-source.port.ts';
import { templatePhoto } from '../../../../core/storefront/personalisation/template-photo.use-case.ts';

const artwork = (aspect: string, width: number, height: number) => ({
  id: `d0020-art-${aspect}`,
  width,
  height,
  src: `/media/d0020-art-${aspect}-${width}.png`,
});

const template = {
  designId: 'd0020' as DesignId,
  name: 'Zorro acuarela',
  artworks: [artwork('square', 3600, 3600), artwork('wide', 3600, 1800), artwork('tall', 1800, 3600)],
};

const surface = (widthMm: number, heightMm: number, bleedMm = 2): PrintSurface => ({
  id: 'front',
  side: 'front',
  shape: 'rectangle',
  widthMm,
  heightMm,
  bleedMm,
  safeMarginMm: 4,
  mask: null,
  recommendedPpi: 300,
  minimumPpi: 150,
});

const mugWrap = surface(200, 90);

/** A source answering every URL with bytes of the given type, recording the URLs read. */
const source = (type: string) => {
  const read: string[] = [];
  const pictures: PictureReader<string> = {
    read: (url) => {
      read.push(url);
      return okAsync({ content: 'bytes', type, bytes: 5 });
    },
  };
  return { pictures, read };
};

describe("a template's photo", () => {
  it('is the design’s print artwork nearest the surface’s proportions, as a PNG named after the design', async () => {
    const { pictures, read } = source('image/png');
    expect((await templatePhoto(pictures)(template, mugWrap))._unsafeUnwrap()).toEqual({
      fileName: 'Zorro acuarela.png',
      declaredType: 'image/png',
      bytes: 5,
      content: 'bytes',
    });
    expect(read).toEqual(['/media/d0020-art-wide-3600.png']);
  });

  it('picks by the bleed box: a phone case takes the tall artwork, a cushion the square one', async () => {
    const { pictures, read } = source('image/png');
    await templatePhoto(pictures)(template, surface(75, 150));
    await templatePhoto(pictures)(template, surface(400, 400, 3));
    expect(read).toEqual(['/media/d0020-art-tall-1800.png', '/media/d0020-art-square-3600.png']);
  });

  it('is unavailable when the design has no artwork or it cannot be read', async () => {
    const { pictures, read } = source('image/png');
    expect((await templatePhoto(pictures)({ ...template, artworks: [] }, mugWrap))._unsafeUnwrapErr()).toEqual({
      type: 'PictureUnavailable',
    });
    expect(read).toEqual([]);
    const broken: PictureReader<string> = { read: () => errAsync({ type: 'PictureUnavailable' }) };
    expect((await templatePhoto(broken)(template, mugWrap))._unsafeUnwrapErr()).toEqual({ type: 'PictureUnavailable' });
  });
});

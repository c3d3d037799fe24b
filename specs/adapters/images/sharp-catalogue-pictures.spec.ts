import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoArtworkSvg } from '../../../adapters/images/demo-picture-artwork.ts';
import { sharpCataloguePictures } from '../../../adapters/images/sharp-catalogue-pictures.ts';
import { sharpDesignRenderer, sharpSurfaceDrawing } from '../../../adapters/images/sharp-design-renderer.ts';
import { sharpImageProcessor } from '../../../adapters/images/sharp-image-processor.ts';
import { placePhoto } from '../../../core/domain/personalisation/placement.ts';
import type { PrintSurface } from '../../../core/domain/personalisation/print-surface.ts';
import type { PictureSubject, PictureToRender } from '../../../core/shop/media/picture-repository.port.ts';
import { inMemoryBlobStore } from '../../support/in-memory-blob-store.ts';

const PORTRAIT = { id: 'd0061-art-portrait', width: 2700, height: 3600 };
const TALL = { id: 'd0061-art-tall', width: 1800, height: 3600 };
const SQUARE = { id: 'd0061-art-square', width: 3600, height: 3600 };

const poster: PrintSurface = {
  id: 'front',
  side: 'front',
  shape: 'rectangle',
  widthMm: 300,
  heightMm: 400,
  bleedMm: 3,
  safeMarginMm: 8,
  mask: null,
  recommendedPpi: 100,
  minimumPpi: 50,
};

const phoneCase: PrintSurface = {
  ...poster,
  id: 'back',
  side: 'back',
  shape: 'phone-case',
  widthMm: 75,
  heightMm: 150,
  bleedMm: 2,
  safeMarginMm: 4,
  mask: { cornerRadiusMm: 9, cameraCutout: { x: 6, y: 6, width: 28, height: 30 } },
};

const subject = (overrides: Partial<PictureSubject> = {}): PictureSubject => ({
  role: 'article',
  designId: 'd0061',
  designName: 'Pastel Lemon Tree',
  articleKind: 'poster',
  articleName: 'Poster',
  surface: poster,
  artworks: [SQUARE, PORTRAIT, TALL],
  ...overrides,
});

const picture = (overrides: Partial<PictureSubject> = {}, id = 'd0061-a104'): PictureToRender => ({
  id,
  width: 960,
  height: 960,
  widths: [240, 480, 720, 960],
  formats: 'photo',
  alt: 'Pastel Lemon Tree – Poster',
  subject: subject(overrides),
});

const setUp = () => {
  const { store, blobs } = inMemoryBlobStore();
  const renderer = sharpDesignRenderer(store);
  const pictures = sharpCataloguePictures({
    blobs: store,
    images: sharpImageProcessor,
    draw: sharpSurfaceDrawing(store),
  });
  return { store, blobs, renderer, pictures };
};

type Rgba = readonly [number, number, number, number];

const pixels = async (bytes: Uint8Array | Buffer) => {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgba => {
    const i = (y * info.width + x) * 4;
    return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
  };
  return { data, info, at };
};

const OUTLINE: Rgba = [0xd5, 0xd2, 0xcb, 255];
const STUDIO: Rgba = [0xf3, 0xf1, 0xec, 255];
const WHITE: Rgba = [255, 255, 255, 255];

const near = (a: Rgba, b: Rgba, tolerance: number) => a.every((value, i) => Math.abs(value - b[i]!) <= tolerance);

describe('the demo catalogue’s pictures', () => {
  it('draw a design’s artwork at its print size, edge to edge, with no article, outline or studio in it', async () => {
    const { pictures } = setUp();
    const artwork = picture({ role: 'artwork', articleKind: 'poster', surface: null }, PORTRAIT.id);
    const svg = (await pictures.draw({ ...artwork, ...PORTRAIT, formats: 'graphic' }))._unsafeUnwrap();
    expect(await sharp(svg).metadata()).toMatchObject({ format: 'svg', width: 2700, height: 3600 });
    const png = (await sharpImageProcessor.encode(svg, { width: 960, format: 'png' }))._unsafeUnwrap();
    const { info, at } = await pixels(png);
    let outlined = 0;
    let clear = 0;
    for (let y = 0; y < info.height; y += 2) {
      for (let x = 0; x < info.width; x += 2) {
        const colour = at(x, y);
        if (colour[3] !== 255) clear += 1;
        if (near(colour, OUTLINE, 6) || near(colour, STUDIO, 3)) outlined += 1;
      }
    }
    expect({ outlined, clear }).toEqual({ outlined: 0, clear: 0 });
  });

  it('print the artwork in a mockup exactly as the renderer prints it on the article', async () => {
    const { store, blobs, renderer, pictures } = setUp();
    const mockup = (await pictures.draw(picture()))._unsafeUnwrap();
    // The artwork copy it drew from is the one `/media` serves, kept in the blob store; so is the mockup itself.
    expect(blobs.has('media/d0061-art-portrait-960.png')).toBe(true);
    blobs.set('media/mockups/d0061-a104.png', Uint8Array.from([7]));
    expect((await pictures.draw(picture()))._unsafeUnwrap()).toEqual(Uint8Array.from([7]));

    // The print file, from the artwork at full size, trimmed and brought to the poster's print area (480 × 640).
    const original = (
      await sharpImageProcessor.encode(demoArtworkSvg('d0061', PORTRAIT.width, PORTRAIT.height), {
        width: PORTRAIT.width,
        format: 'png',
      })
    )._unsafeUnwrap();
    await store.put('artwork/original.png', original);
    const layer = placePhoto('artwork', { uploadId: PORTRAIT.id, ...PORTRAIT }, poster, 'fill');
    const file = (
      await renderer.printFile({
        surface: poster,
        design: { surfaceId: poster.id, layers: [layer] },
        images: [{ ...PORTRAIT, blobKey: 'artwork/original.png', variants: [], createdAt: 0 }],
      })
    )._unsafeUnwrap();
    const bleedPx = Math.round((poster.bleedMm / 25.4) * poster.recommendedPpi);
    const printed = await sharp(file.bytes)
      .extract({ left: bleedPx, top: bleedPx, width: file.widthPx - 2 * bleedPx, height: file.heightPx - 2 * bleedPx })
      .resize(480, 640, { fit: 'fill' })
      .png()
      .toBuffer();
    const shown = await sharp(mockup).extract({ left: 240, top: 135, width: 480, height: 640 }).png().toBuffer();

    const a = await pixels(printed);
    const b = await pixels(shown);
    let differing = 0;
    for (let i = 0; i < a.data.length; i += 4) {
      const apart = Math.max(...[0, 1, 2].map((c) => Math.abs(a.data[i + c]! - b.data[i + c]!)));
      if (apart > 24) differing += 1;
    }
    // Anti-aliased edges resampled twice may differ; the art itself may not.
    expect(differing / (a.data.length / 4)).toBeLessThan(0.01);
    // Around the print, the article's own picture: its outline and its studio background.
    const around = await pixels(mockup);
    expect(near(around.at(5, 5), STUDIO, 2)).toBe(true);
    expect(near(around.at(227, 400), OUTLINE, 8)).toBe(true);
  });

  it('cut a phone case’s print to its shape: the case shows through the camera opening, art around it', async () => {
    const { pictures } = setUp();
    const mockup = (await pictures.draw(picture({ articleKind: 'phone-case', surface: phoneCase })))._unsafeUnwrap();
    const { at } = await pixels(mockup);
    // The print area is 360 × 720 from (300, 110): 4.8 px a millimetre; the opening is 6..34 × 6..36 mm.
    expect(near(at(300 + 96, 110 + 101), WHITE, 2)).toBe(true);
    expect(near(at(300 + 180, 110 + 500), WHITE, 2)).toBe(false);
  });

  it('print an article without print surfaces in its print area, and draw blank articles without print', async () => {
    const { pictures } = setUp();
    const shirt = (await pictures.draw(picture({ articleKind: 't-shirt', surface: null })))._unsafeUnwrap();
    expect(near((await pixels(shirt)).at(480, 490), WHITE, 2)).toBe(false);
    const blank = (await pictures.draw(picture({ designId: null, designName: null, artworks: [] })))._unsafeUnwrap();
    const rendered = (await sharpImageProcessor.encode(blank, { width: 960, format: 'png' }))._unsafeUnwrap();
    expect(near((await pixels(rendered)).at(480, 455), WHITE, 2)).toBe(true);
  });

  it('refuse a mockup of a design without artwork', async () => {
    const { pictures } = setUp();
    expect((await pictures.draw(picture({ artworks: [] })))._unsafeUnwrapErr()).toMatchObject({
      type: 'ImageProcessingFailure',
    });
  });
});

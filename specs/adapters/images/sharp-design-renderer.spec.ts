import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sharpDesignRenderer } from '../../../adapters/images/sharp-design-renderer.ts';
import type { TextLayer } from '../../../core/domain/personalisation/design-document.ts';
import { FONT_FAMILIES, type FontFamily } from '../../../core/domain/personalisation/fonts.ts';
import type { PrintSurface } from '../../../core/domain/personalisation/print-surface.ts';
import { inMemoryBlobStore } from '../../support/in-memory-blob-store.ts';
import { phoneCaseBack } from '../../support/personalisation-mother.ts';

/** 100 × 30 mm without bleed, printed at 254 PPI: ten pixels a millimetre. */
const sheet: PrintSurface = {
  id: 'front',
  side: 'front',
  shape: 'rectangle',
  widthMm: 100,
  heightMm: 30,
  bleedMm: 0,
  safeMarginMm: 0,
  mask: null,
  recommendedPpi: 254,
  minimumPpi: 100,
};

const WORD = 'Hamburgefonstiv';

const textLayer = (font: FontFamily): TextLayer => ({
  kind: 'text',
  id: 'title',
  text: WORD,
  font,
  sizeMm: 10,
  colour: '#000000',
  align: 'left',
  transform: { centerX: 50, centerY: 15, width: 100, height: 12.5, rotation: 0 },
});

/** The files the storefront serves the editor, read by the spec itself. */
const LATIN_FILES: Record<FontFamily, string> = {
  'DM Sans': '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
  Figtree: '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  Fraunces: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
  'Bricolage Grotesque': '@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-700-normal.woff2',
};

/** Where the word's ink must fall, in pixels, from the bundled file's own glyph boxes and metrics. */
const expectedInk = (family: FontFamily) => {
  const font = fontkit.create(readFileSync(createRequire(import.meta.url).resolve(LATIN_FILES[family])));
  const mm = 10 / font.unitsPerEm;
  const run = font.layout(WORD);
  const lineTop = 15 - 12.5 / 2;
  const baseline = lineTop + 12.5 / 2 + ((font.ascent + font.descent) * mm) / 2;
  return {
    left: run.bbox.minX * mm * 10,
    right: run.bbox.maxX * mm * 10,
    top: (baseline - run.bbox.maxY * mm) * 10,
    bottom: (baseline - run.bbox.minY * mm) * 10,
  };
};

/** The box around every pixel darker than mid-grey. */
const inkBox = async (png: Uint8Array) => {
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({
    resolveWithObject: true,
  });
  const box = { left: info.width, right: -1, top: info.height, bottom: -1 };
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[y * info.width + x]! < 128) {
        box.left = Math.min(box.left, x);
        box.right = Math.max(box.right, x + 1);
        box.top = Math.min(box.top, y);
        box.bottom = Math.max(box.bottom, y + 1);
      }
  return box;
};

const renderer = sharpDesignRenderer(inMemoryBlobStore().store);

describe('sharpDesignRenderer draws texts with the bundled fonts', () => {
  it.each(FONT_FAMILIES)('prints %s with the glyphs of the file the editor loads', async (family) => {
    const file = (
      await renderer.printFile({
        design: { surfaceId: 'front', layers: [textLayer(family)] },
        surface: sheet,
        images: [],
      })
    )._unsafeUnwrap();
    const ink = await inkBox(file.bytes);
    const expected = expectedInk(family);
    for (const side of ['left', 'right', 'top', 'bottom'] as const)
      expect(Math.abs(ink[side] - expected[side])).toBeLessThan(1.5);
  });

  it('draws the same text differently in each family, whatever fonts the machine has', async () => {
    const inks = await Promise.all(
      FONT_FAMILIES.map(async (family) => {
        const preview = (
          await renderer.preview(
            { design: { surfaceId: 'front', layers: [textLayer(family)] }, surface: sheet, images: [] },
            400,
          )
        )._unsafeUnwrap();
        return JSON.stringify(await inkBox(preview.jpg));
      }),
    );
    expect(new Set(inks).size).toBe(FONT_FAMILIES.length);
  });
});

/** A red photo over the whole print, bleed included, kept in the blob store as an upload with its preview copy. */
const redPhoto = async () => {
  const { store, blobs } = inMemoryBlobStore();
  const red = await sharp({ create: { width: 400, height: 800, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  blobs.set('uploads/red', new Uint8Array(red));
  blobs.set('uploads/red-400.webp', new Uint8Array(await sharp(red).webp().toBuffer()));
  const image = {
    id: 'red',
    width: 400,
    height: 800,
    blobKey: 'uploads/red',
    variants: [{ format: 'webp' as const, width: 400, key: 'uploads/red-400.webp' }],
    createdAt: 0,
  };
  const layer = {
    kind: 'photo' as const,
    id: 'photo',
    uploadId: 'red',
    imageWidth: 400,
    imageHeight: 800,
    crop: { x: 0, y: 0, width: 1, height: 1 },
    fit: 'fill' as const,
    transform: { centerX: 37.5, centerY: 75, width: 79, height: 154, rotation: 0 },
  };
  return {
    renderer: sharpDesignRenderer(store),
    target: { design: { surfaceId: 'back', layers: [layer] }, surface: phoneCaseBack, images: [image] },
  };
};

/** The colour at a point given in millimetres of the surface, on an image of `box` drawn `pxPerMm` pixels a millimetre. */
const pixelAt = async (bytes: Uint8Array, origin: number, pxPerMm: number, xMm: number, yMm: number) => {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const x = Math.floor((xMm - origin) * pxPerMm);
  const y = Math.floor((yMm - origin) * pxPerMm);
  const at = (y * info.width + x) * 4;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]!, a: data[at + 3]! };
};

const RED = { r: 255, g: 0, b: 0, a: 255 };
const CLEAR = { a: 0 };
const WHITE = { r: 255, g: 255, b: 255 };

describe('sharpDesignRenderer cuts a phone case to its shape', () => {
  it('prints only inside the rounded outline and outside the camera opening, with the bleed round both', async () => {
    const { renderer, target } = await redPhoto();
    const file = (await renderer.printFile(target))._unsafeUnwrap();
    const mm = 300 / 25.4;
    const at = (x: number, y: number) => pixelAt(file.bytes, -2, mm, x, y);
    // The outline's corner, the camera opening's middle: nothing printed.
    expect(await at(-1.8, -1.8)).toMatchObject(CLEAR);
    expect(await at(74 + 2.8, 149 + 2.8)).toMatchObject(CLEAR);
    expect(await at(20, 21)).toMatchObject(CLEAR);
    // The case's middle, its straight edges in the bleed, the opening's rim within the bleed: printed.
    expect(await at(37.5, 100)).toMatchObject(RED);
    expect(await at(-1.5, 75)).toMatchObject(RED);
    expect(await at(20, 6.5)).toMatchObject(RED);
  });

  it('shows the preview cut exactly at the outline and the opening: clear in webp, white in jpg', async () => {
    const { renderer, target } = await redPhoto();
    const preview = (await renderer.preview(target, 300))._unsafeUnwrap();
    const mm = 300 / 150;
    expect(await pixelAt(preview.webp, 0, mm, 0.5, 0.5)).toMatchObject(CLEAR);
    expect(await pixelAt(preview.webp, 0, mm, 20, 21)).toMatchObject(CLEAR);
    expect(await pixelAt(preview.webp, 0, mm, 20, 5)).toMatchObject({ a: 255 });
    const jpgCorner = await pixelAt(preview.jpg, 0, mm, 0.5, 0.5);
    const jpgOpening = await pixelAt(preview.jpg, 0, mm, 20, 21);
    for (const pixel of [jpgCorner, jpgOpening])
      for (const channel of ['r', 'g', 'b'] as const) expect(pixel[channel]).toBeGreaterThan(WHITE[channel] - 8);
    expect((await pixelAt(preview.jpg, 0, mm, 37.5, 100)).g).toBeLessThan(40);
  });
});

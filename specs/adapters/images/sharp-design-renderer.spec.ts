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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bleedBox,
  FONT_FAMILIES,
  isFontFamily,
  isHexColour,
  isLayerId,
  isPhotoFit,
  isSurfaceShape,
  isSurfaceSide,
  isTextAlignment,
  isUploadId,
  isValidPrintSurface,
  PERSONALISATION_LIMITS,
  PHOTO_FITS,
  printPixels,
  safeBox,
  SURFACE_SHAPES,
  SURFACE_SIDES,
  surfaceById,
  TEXT_ALIGNMENTS,
  trimBox,
} from '../../../../core/domain/personalisation/index.ts';
import { MAX_UPLOAD_PIXELS } from '../../../../core/shop/media/upload-file.use-case.ts';
import { itIsAnEnumeration } from '../../../support/enumeration-laws.ts';
import { canvasArticle, canvasFront, mugWrap, phoneCaseBack } from '../../../support/personalisation-mother.ts';

describe('print surfaces', () => {
  itIsAnEnumeration(SURFACE_SHAPES, isSurfaceShape, ['rectangle', 'mug-wrap', 'phone-case']);
  itIsAnEnumeration(SURFACE_SIDES, isSurfaceSide, ['front', 'back']);
  itIsAnEnumeration(PHOTO_FITS, isPhotoFit, ['fit', 'fill', 'free']);
  itIsAnEnumeration(TEXT_ALIGNMENTS, isTextAlignment, ['left', 'center', 'right']);
  itIsAnEnumeration(FONT_FAMILIES, isFontFamily, ['DM Sans', 'Figtree', 'Fraunces', 'Bricolage Grotesque']);

  it('has a trim box, a bleed box around it and a safe box inside it', () => {
    expect(trimBox(canvasFront)).toEqual({ x: 0, y: 0, width: 300, height: 400 });
    expect(bleedBox(canvasFront)).toEqual({ x: -3, y: -3, width: 306, height: 406 });
    expect(safeBox(canvasFront)).toEqual({ x: 10, y: 10, width: 280, height: 380 });
  });

  it('is found in its article by id', () => {
    expect(surfaceById(canvasArticle, 'back')?.side).toBe('back');
    expect(surfaceById(canvasArticle, 'inside')).toBeUndefined();
  });

  it('prints a 30 × 40 cm canvas with 3 mm bleed at 300 PPI as 3614 × 4795 pixels', () => {
    expect(printPixels(canvasFront)).toEqual({ width: 3614, height: 4795 });
  });

  it('accepts the canvas, the mug and the phone case', () => {
    expect([canvasFront, mugWrap, phoneCaseBack].every(isValidPrintSurface)).toBe(true);
  });

  it.each([
    ['a name that is no identifier', { id: '../front' }],
    ['no width', { widthMm: 0 }],
    ['too large a side', { widthMm: 1300 }],
    ['a negative bleed', { bleedMm: -1 }],
    ['a safe margin eating the surface', { safeMarginMm: 150 }],
    ['a minimum above the recommendation', { minimumPpi: 400 }],
    ['an absurd resolution', { minimumPpi: 100, recommendedPpi: 5000 }],
    ['a mask on a rectangle', { mask: phoneCaseBack.mask }],
    ['too many print pixels', { widthMm: 1000, heightMm: 1000, recommendedPpi: 600 }],
  ])('refuses a surface with %s', (_, change) => {
    expect(isValidPrintSurface({ ...canvasFront, ...change })).toBe(false);
  });

  it('refuses a phone case without its mask', () => {
    expect(isValidPrintSurface({ ...phoneCaseBack, mask: null })).toBe(false);
  });

  it('bounds every valid surface print file by the pixel limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1200 }),
        fc.integer({ min: 1, max: 1200 }),
        fc.integer({ min: 72, max: 1200 }),
        (widthMm, heightMm, recommendedPpi) => {
          const surface = { ...canvasFront, widthMm, heightMm, safeMarginMm: 0, recommendedPpi, minimumPpi: 72 };
          const { width, height } = printPixels(surface);
          if (isValidPrintSurface(surface))
            expect(width * height).toBeLessThanOrEqual(PERSONALISATION_LIMITS.maxPrintPixels);
        },
      ),
    );
  });
});

describe('limits and names', () => {
  it('allows as many photo pixels as one upload may have', () => {
    expect(PERSONALISATION_LIMITS.maxPhotoPixels).toBe(MAX_UPLOAD_PIXELS);
  });

  it('names layers with up to 64 letters, digits, hyphens and underscores', () => {
    expect(isLayerId('photo_1-a')).toBe(true);
    expect(isLayerId('')).toBe(false);
    expect(isLayerId('a'.repeat(65))).toBe(false);
    expect(isLayerId('<script>')).toBe(false);
  });

  it('names uploads by lower-case UUIDs', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        expect(isUploadId(uuid)).toBe(true);
      }),
    );
    expect(isUploadId('../../etc/passwd')).toBe(false);
    expect(isUploadId('0B7F6C1E-2F4A-4C8E-9A1B-3C5D7E9F1A2B')).toBe(false);
  });

  it('reads colours as #rrggbb only', () => {
    expect(isHexColour('#C0ffee')).toBe(true);
    expect(isHexColour('red')).toBe(false);
    expect(isHexColour('#fff')).toBe(false);
    expect(isHexColour('#c0ffee;fill:url(x)')).toBe(false);
  });
});

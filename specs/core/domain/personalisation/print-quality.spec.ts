import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  effectivePpi,
  printQuality,
  qualityLevel,
  PRINT_QUALITY_LEVELS,
} from '../../../../core/domain/personalisation/index.ts';
import { canvasFront, photoLayer, transform } from '../../../support/personalisation-mother.ts';

describe('effective resolution of a photo', () => {
  it('is the image pixels over the printed inches', () => {
    // 3000 px across 254 mm = 10 in: 300 PPI; 2400 px down 203.2 mm = 8 in: 300 PPI.
    const layer = photoLayer({ transform: transform({ width: 254, height: 203.2 }) });
    expect(effectivePpi(layer)).toBe(300);
    expect(printQuality(layer, canvasFront)).toEqual({ effectivePpi: 300, level: 'ok' });
  });

  it('counts only the cropped pixels, and the poorer axis', () => {
    const cropped = photoLayer({
      crop: { x: 0, y: 0, width: 0.5, height: 1 },
      transform: transform({ width: 254, height: 203.2 }),
    });
    expect(effectivePpi(cropped)).toBe(150);
  });

  it('falls as the photo is printed larger, never rises', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1000, noNaN: true }),
        fc.double({ min: 1.01, max: 10, noNaN: true }),
        (width, factor) => {
          const small = photoLayer({ transform: transform({ width, height: width * 0.8 }) });
          const large = photoLayer({ transform: transform({ width: width * factor, height: width * 0.8 * factor }) });
          expect(effectivePpi(large)).toBeLessThanOrEqual(effectivePpi(small));
        },
      ),
    );
  });
});

describe('print quality levels', () => {
  it('is ok from the recommended resolution, below recommended from the minimum, below minimum under it', () => {
    expect(PRINT_QUALITY_LEVELS).toEqual(['ok', 'below-recommended', 'below-minimum']);
    expect(qualityLevel(300, canvasFront)).toBe('ok');
    expect(qualityLevel(299, canvasFront)).toBe('below-recommended');
    expect(qualityLevel(150, canvasFront)).toBe('below-recommended');
    expect(qualityLevel(149, canvasFront)).toBe('below-minimum');
  });

  it('never gets better as the resolution falls', () => {
    const rank = (ppi: number) => PRINT_QUALITY_LEVELS.indexOf(qualityLevel(ppi, canvasFront));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 }), (a, b) => {
        expect(rank(Math.min(a, b))).toBeGreaterThanOrEqual(rank(Math.max(a, b)));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAMERA_CUTOUT_RADIUS_MM, printableShape } from '../../../../core/domain/personalisation/index.ts';
import { canvasFront, mugWrap, phoneCaseBack } from '../../../support/personalisation-mother.ts';

describe("a surface's printable shape", () => {
  it('is the whole box for a sheet and a mug wrap', () => {
    expect(printableShape(canvasFront, 3)).toBeNull();
    expect(printableShape(mugWrap, 0)).toBeNull();
  });

  it("is a phone case's rounded outline less its rounded camera opening", () => {
    expect(printableShape(phoneCaseBack, 0)).toEqual({
      outline: { x: 0, y: 0, width: 75, height: 150, radius: 9 },
      holes: [{ x: 6, y: 6, width: 28, height: 30, radius: CAMERA_CUTOUT_RADIUS_MM }],
    });
  });

  it('moves every edge out by the bleed: a wider outline, a narrower opening', () => {
    expect(printableShape(phoneCaseBack, 2)).toEqual({
      outline: { x: -2, y: -2, width: 79, height: 154, radius: 11 },
      holes: [{ x: 8, y: 8, width: 24, height: 26, radius: 2 }],
    });
  });

  it('drops an opening the bleed closes and never rounds past half a side', () => {
    const small = {
      ...phoneCaseBack,
      mask: { cornerRadiusMm: 60, cameraCutout: { x: 6, y: 6, width: 3, height: 30 } },
    };
    expect(printableShape(small, 2)).toEqual({
      outline: { x: -2, y: -2, width: 79, height: 154, radius: 39.5 },
      holes: [],
    });
    expect(printableShape(small, 0)?.holes).toEqual([{ x: 6, y: 6, width: 3, height: 30, radius: 1.5 }]);
  });

  it('keeps every radius between zero and half the shorter side', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 80, noNaN: true }),
        (grown, corner) => {
          const shape = printableShape(
            { ...phoneCaseBack, mask: { ...phoneCaseBack.mask!, cornerRadiusMm: corner } },
            grown,
          )!;
          for (const rect of [shape.outline, ...shape.holes]) {
            expect(rect.radius).toBeGreaterThanOrEqual(0);
            expect(rect.radius).toBeLessThanOrEqual(Math.min(rect.width, rect.height) / 2);
          }
        },
      ),
    );
  });
});

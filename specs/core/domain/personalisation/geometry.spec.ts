import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centredIn,
  fillSize,
  fitSize,
  layerBounds,
  mmToInches,
  mmToPx,
  moveBy,
  normaliseRotation,
  pxToMm,
  rotateBy,
  scaleBy,
} from '../../../../core/domain/personalisation/index.ts';
import { arbitraryTransform, transform } from '../../../support/personalisation-mother.ts';

const size = fc.record({
  width: fc.double({ min: 1, max: 5000, noNaN: true }),
  height: fc.double({ min: 1, max: 5000, noNaN: true }),
});
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

describe('millimetres and pixels', () => {
  it('prints 25.4 mm as one inch: 300 pixels at 300 PPI', () => {
    expect(mmToInches(25.4)).toBe(1);
    expect(mmToPx(25.4, 300)).toBe(300);
    expect(mmToPx(306, 300)).toBe(3614);
    expect(pxToMm(300, 300)).toBe(25.4);
  });

  it('turns pixels back into the same millimetres within half a pixel', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2000, noNaN: true }), fc.integer({ min: 50, max: 1200 }), (mm, ppi) => {
        expect(Math.abs(pxToMm(mmToPx(mm, ppi), ppi) - mm)).toBeLessThanOrEqual(pxToMm(0.5, ppi) + 1e-9);
      }),
    );
  });
});

describe('rotation', () => {
  it('names every angle by its equivalent in [0, 360)', () => {
    expect(normaliseRotation(-90)).toBe(270);
    expect(normaliseRotation(720)).toBe(0);
    expect(normaliseRotation(-1e-20)).toBe(0);
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (degrees) => {
        const turned = normaliseRotation(degrees);
        expect(turned).toBeGreaterThanOrEqual(0);
        expect(turned).toBeLessThan(360);
      }),
    );
  });

  it('comes back to where it started after a full turn in four quarter turns', () => {
    fc.assert(
      fc.property(arbitraryTransform(), (start) => {
        const turned = [90, 90, 90, 90].reduce(rotateBy, start);
        expect(close(turned.rotation, start.rotation) || close(Math.abs(turned.rotation - start.rotation), 360)).toBe(
          true,
        );
      }),
    );
  });
});

describe('layer bounds after rotation', () => {
  it('is the layer itself when upright, and swaps sides at a quarter turn', () => {
    expect(layerBounds(transform())).toEqual({ x: 100, y: 160, width: 100, height: 80 });
    const quarter = layerBounds(transform({ rotation: 90 }));
    expect(quarter.width).toBeCloseTo(80);
    expect(quarter.height).toBeCloseTo(100);
  });

  it('stays centred on the layer and covers at least the layer, at most its diagonal', () => {
    fc.assert(
      fc.property(arbitraryTransform(), (t) => {
        const bounds = layerBounds(t);
        expect(close(bounds.x + bounds.width / 2, t.centerX)).toBe(true);
        expect(close(bounds.y + bounds.height / 2, t.centerY)).toBe(true);
        const diagonal = Math.hypot(t.width, t.height);
        expect(bounds.width).toBeLessThanOrEqual(diagonal * Math.SQRT2 + 1e-6);
        expect(bounds.width * bounds.height).toBeGreaterThanOrEqual(t.width * t.height * (1 - 1e-9));
      }),
    );
  });
});

describe('fit and fill', () => {
  it('fits inside the box touching two of its sides, keeping proportions', () => {
    fc.assert(
      fc.property(size, size, (content, box) => {
        const fitted = fitSize(content, box);
        expect(fitted.width).toBeLessThanOrEqual(box.width * (1 + 1e-9));
        expect(fitted.height).toBeLessThanOrEqual(box.height * (1 + 1e-9));
        expect(close(fitted.width, box.width) || close(fitted.height, box.height)).toBe(true);
        expect(close(fitted.width / fitted.height, content.width / content.height)).toBe(true);
      }),
    );
  });

  it('fills the whole box touching two of its sides, keeping proportions', () => {
    fc.assert(
      fc.property(size, size, (content, box) => {
        const filled = fillSize(content, box);
        expect(filled.width).toBeGreaterThanOrEqual(box.width * (1 - 1e-9));
        expect(filled.height).toBeGreaterThanOrEqual(box.height * (1 - 1e-9));
        expect(close(filled.width, box.width) || close(filled.height, box.height)).toBe(true);
        expect(close(filled.width / filled.height, content.width / content.height)).toBe(true);
      }),
    );
  });

  it('centres a size in a box, upright', () => {
    expect(centredIn({ x: 10, y: 10, width: 280, height: 380 }, { width: 100, height: 50 })).toEqual({
      centerX: 150,
      centerY: 200,
      width: 100,
      height: 50,
      rotation: 0,
    });
  });
});

describe('moves and scales', () => {
  it('moves by the distance asked and back again', () => {
    fc.assert(
      fc.property(
        arbitraryTransform(),
        fc.integer({ min: -500, max: 500 }),
        fc.integer({ min: -500, max: 500 }),
        (t, dx, dy) => {
          const back = moveBy(moveBy(t, dx, dy), -dx, -dy);
          expect(close(back.centerX, t.centerX) && close(back.centerY, t.centerY)).toBe(true);
          expect(back.width).toBe(t.width);
        },
      ),
    );
  });

  it('scales about the centre, keeping proportions, never past the limits', () => {
    const limits = { minSide: 1, maxSide: 4000 };
    fc.assert(
      fc.property(arbitraryTransform(), fc.double({ min: 0.001, max: 1000, noNaN: true }), (t, factor) => {
        const scaled = scaleBy(t, factor, limits);
        expect(scaled.centerX).toBe(t.centerX);
        expect(close(scaled.width / scaled.height, t.width / t.height)).toBe(true);
        expect(Math.min(scaled.width, scaled.height)).toBeGreaterThanOrEqual(limits.minSide);
        expect(Math.max(scaled.width, scaled.height)).toBeLessThanOrEqual(limits.maxSide);
      }),
    );
  });

  it('lands exactly on the bound it meets, never a hair outside, which the shop would refuse', () => {
    const limits = { minSide: 1, maxSide: 1624 };
    const small = transform({ width: 1.1478523501579299, height: 1.1478523501579299 });
    expect(scaleBy(small, 0.000001, limits)).toMatchObject({ width: 1, height: 1 });
    fc.assert(
      fc.property(size, fc.double({ min: 1e-6, max: 1e6, noNaN: true }), (start, factor) => {
        fc.pre(Math.max(start.width, start.height) <= limits.maxSide);
        const scaled = scaleBy(transform(start), factor, limits);
        expect(Math.min(scaled.width, scaled.height)).toBeGreaterThanOrEqual(limits.minSide);
        expect(Math.max(scaled.width, scaled.height)).toBeLessThanOrEqual(limits.maxSide);
      }),
    );
  });

  it('keeps a layer too long and thin for both bounds in proportion, its shorter side at the smallest', () => {
    const thin = transform({ width: 2, height: 3000 });
    for (const factor of [0.1, 0.5, 2])
      expect(scaleBy(thin, factor, { minSide: 1, maxSide: 1000 })).toMatchObject({ width: 1, height: 1500 });
  });

  it('doubles a layer that has room to grow', () => {
    expect(scaleBy(transform(), 2, { minSide: 1, maxSide: 1000 })).toEqual(transform({ width: 200, height: 160 }));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isLayerWithinBounds,
  layerSideLimits,
  pinchTransform,
  type FingerPair,
  type FingerPoint,
  type PrintSurface,
  type Transform,
} from '../../../../core/domain/personalisation/index.ts';
import { canvasFront, mugWrap, phoneCaseBack, photoLayer, transform } from '../../../support/personalisation-mother.ts';

const close = (a: number, b: number, tolerance = 1e-6) =>
  Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));

/** How far apart two angles are round the circle, in degrees. */
const turnBetween = (a: number, b: number) => {
  const apart = Math.abs(a - b) % 360;
  return Math.min(apart, 360 - apart);
};

const surface = fc.constantFrom<PrintSurface>(canvasFront, mugWrap, phoneCaseBack);

/** A surface and a layer on it within the shop's limits. */
const layerOnSurface = surface.chain((on) => {
  const { minSide, maxSide } = layerSideLimits(on);
  const side = fc.double({ min: minSide, max: maxSide, noNaN: true });
  return fc.record({
    surface: fc.constant(on),
    start: fc.record({
      centerX: fc.double({ min: -100, max: 400, noNaN: true }),
      centerY: fc.double({ min: -100, max: 500, noNaN: true }),
      width: side,
      height: side,
      rotation: fc.double({ min: 0, max: 359.999, noNaN: true }),
    }),
  });
});

const point = fc.record({
  x: fc.double({ min: -2000, max: 2000, noNaN: true }),
  y: fc.double({ min: -2000, max: 2000, noNaN: true }),
});

/** Two fingers at least a few pixels apart, as on a screen. */
const fingers: fc.Arbitrary<FingerPair> = fc
  .tuple(point, point)
  .filter(([a, b]) => Math.hypot(b.x - a.x, b.y - a.y) >= 4);

const midpoint = ([a, b]: FingerPair): FingerPoint => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** The fingers spread (or closed) by `factor` about the point between them. */
const spread = (pair: FingerPair, factor: number): FingerPair => {
  const m = midpoint(pair);
  const move = (p: FingerPoint) => ({ x: m.x + (p.x - m.x) * factor, y: m.y + (p.y - m.y) * factor });
  return [move(pair[0]), move(pair[1])];
};

/** The fingers turned by `degrees` (clockwise on a y-down screen) about the point between them. */
const twist = (pair: FingerPair, degrees: number): FingerPair => {
  const m = midpoint(pair);
  const angle = (degrees * Math.PI) / 180;
  const move = (p: FingerPoint) => ({
    x: m.x + (p.x - m.x) * Math.cos(angle) - (p.y - m.y) * Math.sin(angle),
    y: m.y + (p.x - m.x) * Math.sin(angle) + (p.y - m.y) * Math.cos(angle),
  });
  return [move(pair[0]), move(pair[1])];
};

const withinLimits = (result: Transform, on: PrintSurface) => {
  const { minSide, maxSide } = layerSideLimits(on);
  return [result.width, result.height].every((side) => side >= minSide && side <= maxSide);
};

describe('a two-finger pinch on a layer', () => {
  const down: FingerPair = [
    { x: 100, y: 100 },
    { x: 200, y: 100 },
  ];

  it('doubles a layer whose fingers spread to twice their distance, and turns it a quarter as they turn', () => {
    const start = transform({ rotation: 300 });
    expect(pinchTransform(start, down, spread(down, 2), canvasFront)).toEqual({ ...start, width: 200, height: 160 });
    const quarter = pinchTransform(
      start,
      down,
      [
        { x: 150, y: 50 },
        { x: 150, y: 150 },
      ],
      canvasFront,
    );
    expect(quarter).toEqual({ ...start, rotation: 30 });
  });

  it('leaves the layer as it was while the fingers have not moved', () => {
    fc.assert(
      fc.property(layerOnSurface, fingers, ({ surface: on, start }, pair) => {
        expect(pinchTransform(start, pair, pair, on)).toEqual(start);
      }),
    );
  });

  it('leaves the layer as it was when two fingers touch on one spot, before or now', () => {
    const spot: FingerPair = [
      { x: 40, y: 40 },
      { x: 40, y: 40 },
    ];
    const start = transform();
    expect(pinchTransform(start, spot, down, canvasFront)).toBe(start);
    expect(pinchTransform(start, down, spot, canvasFront)).toBe(start);
  });

  it('multiplies width and height by the fingers’ spread about the layer’s centre, within the limits', () => {
    fc.assert(
      fc.property(
        layerOnSurface,
        fingers,
        fc.double({ min: 0.05, max: 20, noNaN: true }),
        ({ surface: on, start }, pair, factor) => {
          const { minSide, maxSide } = layerSideLimits(on);
          fc.pre(Math.min(start.width, start.height) * factor >= minSide * 1.001);
          fc.pre(Math.max(start.width, start.height) * factor <= maxSide * 0.999);
          const result = pinchTransform(start, pair, spread(pair, factor), on);
          expect(close(result.width, start.width * factor)).toBe(true);
          expect(close(result.height, start.height * factor)).toBe(true);
          expect([result.centerX, result.centerY]).toEqual([start.centerX, start.centerY]);
          expect(turnBetween(result.rotation, start.rotation)).toBeLessThan(1e-6);
        },
      ),
    );
  });

  it('stops at the largest side when spread too far, and at the smallest when closed too far, keeping proportions', () => {
    const { minSide, maxSide } = layerSideLimits(canvasFront);
    const start = transform();
    const grown = pinchTransform(start, down, spread(down, 1000), canvasFront);
    expect(grown.width).toBeCloseTo(maxSide);
    expect(grown.height).toBeCloseTo(maxSide * 0.8);
    const shrunk = pinchTransform(start, down, spread(down, 0.0001), canvasFront);
    expect(shrunk.height).toBeCloseTo(minSide);
    expect(shrunk.width).toBeCloseTo(minSide * 1.25);
  });

  it('adds the fingers’ turn to the layer’s rotation, modulo 360, at the same size', () => {
    fc.assert(
      fc.property(
        layerOnSurface,
        fingers,
        fc.double({ min: -720, max: 720, noNaN: true }),
        ({ surface: on, start }, pair, degrees) => {
          const result = pinchTransform(start, pair, twist(pair, degrees), on);
          expect(turnBetween(result.rotation, start.rotation + degrees)).toBeLessThan(1e-6);
          expect(close(result.width, start.width)).toBe(true);
          expect(close(result.height, start.height)).toBe(true);
        },
      ),
    );
  });

  it('gives the same result whichever finger is named first', () => {
    fc.assert(
      fc.property(layerOnSurface, fingers, fingers, ({ surface: on, start }, [a, b], [c, d]) => {
        expect(pinchTransform(start, [b, a], [d, c], on)).toEqual(pinchTransform(start, [a, b], [c, d], on));
      }),
    );
  });

  it('always answers a layer within the shop’s limits, turned within [0, 360), about the same centre', () => {
    fc.assert(
      fc.property(layerOnSurface, fingers, fingers, ({ surface: on, start }, from, to) => {
        const result = pinchTransform(start, from, to, on);
        expect(withinLimits(result, on)).toBe(true);
        expect(result.rotation).toBeGreaterThanOrEqual(0);
        expect(result.rotation).toBeLessThan(360);
        expect([result.centerX, result.centerY]).toEqual([start.centerX, start.centerY]);
        expect(isLayerWithinBounds(photoLayer({ transform: result }), on)).toBe(
          isLayerWithinBounds(photoLayer({ transform: start }), on),
        );
      }),
    );
  });
});

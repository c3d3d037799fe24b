import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isFlaggedOutsideSafeArea,
  layerBounds,
  safeAreaPlacement,
  safeBox,
  snapToGuides,
} from '../../../../core/domain/personalisation/index.ts';
import {
  arbitraryTransform,
  canvasFront,
  photoLayer,
  textLayer,
  transform,
} from '../../../support/personalisation-mother.ts';

describe('snapping', () => {
  it('pulls a layer near the centre onto both centre lines', () => {
    expect(snapToGuides(transform({ centerX: 152, centerY: 197 }), canvasFront, 4)).toEqual({
      transform: transform({ centerX: 150, centerY: 200 }),
      guides: ['centre-x', 'centre-y'],
    });
  });

  it('pulls a layer near the safe area onto its edges', () => {
    const snapped = snapToGuides(transform({ centerX: 62, centerY: 348 }), canvasFront, 4);
    expect(snapped.guides).toEqual(['safe-left', 'safe-bottom']);
    expect(layerBounds(snapped.transform)).toEqual({ x: 10, y: 310, width: 100, height: 80 });
  });

  it('pulls onto the nearest line when several are within reach', () => {
    const wide = transform({ centerX: 148, centerY: 100, width: 270 });
    expect(snapToGuides(wide, canvasFront, 10).guides).toEqual(['centre-x']);
    expect(snapToGuides({ ...wide, centerX: 144 }, canvasFront, 10).guides).toEqual(['safe-left']);
  });

  it('leaves a layer far from every guide where it is', () => {
    expect(snapToGuides(transform({ centerX: 100, centerY: 120 }), canvasFront, 4)).toEqual({
      transform: transform({ centerX: 100, centerY: 120 }),
      guides: [],
    });
  });

  it('never moves a layer further than the tolerance on either axis, nor changes its size or turn', () => {
    fc.assert(
      fc.property(arbitraryTransform(), fc.double({ min: 0, max: 20, noNaN: true }), (t, tolerance) => {
        const { transform: snapped } = snapToGuides(t, canvasFront, tolerance);
        expect(Math.abs(snapped.centerX - t.centerX)).toBeLessThanOrEqual(tolerance + 1e-9);
        expect(Math.abs(snapped.centerY - t.centerY)).toBeLessThanOrEqual(tolerance + 1e-9);
        expect([snapped.width, snapped.height, snapped.rotation]).toEqual([t.width, t.height, t.rotation]);
      }),
    );
  });

  it('is settled: snapping a snapped layer again keeps it there', () => {
    fc.assert(
      fc.property(arbitraryTransform(), (t) => {
        const once = snapToGuides(t, canvasFront, 3).transform;
        const twice = snapToGuides(once, canvasFront, 3).transform;
        expect(twice.centerX).toBeCloseTo(once.centerX, 6);
        expect(twice.centerY).toBeCloseTo(once.centerY, 6);
      }),
    );
  });
});

describe('safe area', () => {
  it('leaves a centred layer unflagged', () => {
    expect(safeAreaPlacement(textLayer(), canvasFront)).toBe('inside');
    expect(isFlaggedOutsideSafeArea(textLayer(), canvasFront)).toBe(false);
  });

  it('flags text crossing into the margin, and a turned layer whose corners do', () => {
    const near = textLayer({ transform: transform({ centerX: 150, centerY: 14, width: 100, height: 20 }) });
    expect(safeAreaPlacement(near, canvasFront)).toBe('crosses');
    expect(isFlaggedOutsideSafeArea(near, canvasFront)).toBe(true);
    const fits = transform({ centerX: 150, centerY: 20, width: 100, height: 20 });
    expect(isFlaggedOutsideSafeArea(textLayer({ transform: fits }), canvasFront)).toBe(false);
    expect(isFlaggedOutsideSafeArea(textLayer({ transform: { ...fits, rotation: 10 } }), canvasFront)).toBe(true);
  });

  it('lets a photo meant to fill run into the bleed, but not a free one', () => {
    const full = transform({ centerX: 150, centerY: 200, width: 306, height: 406 });
    expect(isFlaggedOutsideSafeArea(photoLayer({ fit: 'fill', transform: full }), canvasFront)).toBe(false);
    expect(isFlaggedOutsideSafeArea(photoLayer({ fit: 'free', transform: full }), canvasFront)).toBe(true);
  });

  it('flags any layer left off the surface', () => {
    const away = photoLayer({ fit: 'fill', transform: transform({ centerX: -100 }) });
    expect(safeAreaPlacement(away, canvasFront)).toBe('off-surface');
    expect(isFlaggedOutsideSafeArea(away, canvasFront)).toBe(true);
  });

  it('never flags a layer whose bounds lie in the safe box', () => {
    const safe = safeBox(canvasFront);
    fc.assert(
      fc.property(arbitraryTransform(), (t) => {
        const bounds = layerBounds(t);
        const inside =
          bounds.x >= safe.x &&
          bounds.y >= safe.y &&
          bounds.x + bounds.width <= safe.x + safe.width &&
          bounds.y + bounds.height <= safe.y + safe.height;
        if (inside) expect(isFlaggedOutsideSafeArea(textLayer({ transform: t }), canvasFront)).toBe(false);
        else expect(isFlaggedOutsideSafeArea(textLayer({ transform: t }), canvasFront)).toBe(true);
      }),
    );
  });
});

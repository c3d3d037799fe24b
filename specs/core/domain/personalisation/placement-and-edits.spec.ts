import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLayer,
  bringForward,
  centredCrop,
  effectivePpi,
  isFlaggedOutsideSafeArea,
  layerBounds,
  placePhoto,
  placeText,
  refitPhoto,
  removeLayer,
  replaceLayer,
  sendBackward,
  validateDesignDocument,
} from '../../../../core/domain/personalisation/index.ts';
import {
  canvasArticle,
  canvasFront,
  designDocument,
  photoLayer,
  textLayer,
  UPLOAD_ID,
} from '../../../support/personalisation-mother.ts';

const image = fc.record({
  uploadId: fc.constant(UPLOAD_ID),
  width: fc.integer({ min: 1, max: 6000 }),
  height: fc.integer({ min: 1, max: 6000 }),
});

describe('placing a photo', () => {
  it('fits the whole photo in the safe area: a 3000 × 2400 photo on the canvas prints 280 mm wide', () => {
    const layer = placePhoto('p', { uploadId: UPLOAD_ID, width: 3000, height: 2400 }, canvasFront, 'fit');
    expect(layer.transform).toEqual({ centerX: 150, centerY: 200, width: 280, height: 224, rotation: 0 });
    expect(layer.crop).toEqual({ x: 0, y: 0, width: 1, height: 1 });
    expect(effectivePpi(layer)).toBe(272);
  });

  it('keeps a fitted photo inside the safe area and a filled photo over the whole print', () => {
    fc.assert(
      fc.property(image, fc.constantFrom('fit' as const, 'free' as const), (photo, fit) => {
        expect(isFlaggedOutsideSafeArea(placePhoto('p', photo, canvasFront, fit), canvasFront)).toBe(false);
        const filled = placePhoto('p', photo, canvasFront, 'fill');
        expect(layerBounds(filled.transform)).toEqual({ x: -3, y: -3, width: 306, height: 406 });
        expect(isFlaggedOutsideSafeArea(filled, canvasFront)).toBe(false);
      }),
    );
  });

  it('fills with the centred part of the photo in the print proportions', () => {
    fc.assert(
      fc.property(image, (photo) => {
        const crop = placePhoto('p', photo, canvasFront, 'fill').crop;
        expect(crop.x + crop.width / 2).toBeCloseTo(0.5, 9);
        expect(crop.y + crop.height / 2).toBeCloseTo(0.5, 9);
        expect((photo.width * crop.width) / (photo.height * crop.height)).toBeCloseTo(306 / 406, 6);
        expect(Math.max(crop.width, crop.height)).toBeCloseTo(1, 9);
      }),
    );
  });

  it('crops a wide photo at its sides and a tall one at top and bottom', () => {
    expect(centredCrop({ width: 200, height: 100 }, { width: 100, height: 100 })).toEqual({
      x: 0.25,
      y: 0,
      width: 0.5,
      height: 1,
    });
    expect(centredCrop({ width: 100, height: 200 }, { width: 100, height: 100 })).toEqual({
      x: 0,
      y: 0.25,
      width: 1,
      height: 0.5,
    });
  });

  it('places a photo again with another fit', () => {
    const filled = refitPhoto(photoLayer(), canvasFront, 'fill');
    expect(filled.fit).toBe('fill');
    expect(filled.id).toBe('photo-1');
    expect(validateDesignDocument(designDocument([filled]), canvasArticle).isOk()).toBe(true);
  });
});

describe('placing text', () => {
  it('centres it across the safe area, as high as its lines', () => {
    const layer = placeText('t', 'Ana\nLuis', { font: 'Figtree', sizeMm: 20, colour: '#000000' }, canvasFront);
    expect(layer.transform).toEqual({ centerX: 150, centerY: 200, width: 280, height: 50, rotation: 0 });
    expect(layer.align).toBe('center');
  });

  it('never makes it higher than the safe area', () => {
    const layer = placeText('t', 'a\n'.repeat(100), { font: 'Figtree', sizeMm: 20, colour: '#000000' }, canvasFront);
    expect(layer.transform.height).toBe(380);
  });
});

describe('layer edits', () => {
  const base = designDocument([photoLayer({ id: 'a' }), textLayer({ id: 'b' }), textLayer({ id: 'c' })]);
  const order = (document: typeof base) => document.surfaces[0]?.layers.map((layer) => layer.id);

  it('adds on top, replaces in place and removes', () => {
    expect(order(addLayer(base, 'front', textLayer({ id: 'd' })))).toEqual(['a', 'b', 'c', 'd']);
    expect(order(addLayer(base, 'front', textLayer({ id: 'd' }), 'bottom'))).toEqual(['d', 'a', 'b', 'c']);
    const renamed = replaceLayer(base, 'front', textLayer({ id: 'b', text: 'Hola' }));
    expect(renamed.surfaces[0]?.layers[1]).toEqual(textLayer({ id: 'b', text: 'Hola' }));
    expect(order(removeLayer(base, 'front', 'b'))).toEqual(['a', 'c']);
    expect(removeLayer(base, 'back', 'b')).toEqual(base);
  });

  it('moves a layer one step up or down, and not past either end', () => {
    expect(order(bringForward(base, 'front', 'a'))).toEqual(['b', 'a', 'c']);
    expect(order(bringForward(base, 'front', 'c'))).toEqual(['a', 'b', 'c']);
    expect(order(sendBackward(base, 'front', 'c'))).toEqual(['a', 'c', 'b']);
    expect(order(sendBackward(base, 'front', 'a'))).toEqual(['a', 'b', 'c']);
    expect(order(sendBackward(base, 'front', 'missing'))).toEqual(['a', 'b', 'c']);
  });

  it('undoes a step forward with a step back', () => {
    fc.assert(
      fc.property(fc.constantFrom('a', 'b'), (id) => {
        expect(sendBackward(bringForward(base, 'front', id), 'front', id)).toEqual(base);
      }),
    );
  });
});

import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ArticleId } from '../../../../core/domain/catalogue/article.ts';
import {
  isLayerWithinBounds,
  validateDesignDocument,
  type DesignDocument,
  type DesignProblem,
} from '../../../../core/domain/personalisation/index.ts';
import {
  arbitraryDocument,
  canvasArticle,
  canvasFront,
  designDocument,
  photoLayer,
  textLayer,
  transform,
} from '../../../support/personalisation-mother.ts';

const refused = (...problems: DesignProblem[]) => err({ type: 'DesignDocumentInvalid', problems });

describe('design document validation', () => {
  it('accepts a photo and a text on the canvas', () => {
    expect(validateDesignDocument(designDocument(), canvasArticle)).toEqual(ok(designDocument()));
  });

  it('accepts every document within the limits', () => {
    fc.assert(
      fc.property(arbitraryDocument(), (document) => {
        expect(validateDesignDocument(document, canvasArticle).isOk()).toBe(true);
      }),
    );
  });

  it('refuses a document made for another article', () => {
    const other: DesignDocument = { ...designDocument(), articleId: 102 as ArticleId };
    expect(validateDesignDocument(other, canvasArticle)).toEqual(refused({ type: 'WrongArticle' }));
  });

  it('refuses surfaces the article does not have, or named twice', () => {
    const document: DesignDocument = {
      ...designDocument(),
      surfaces: [
        { surfaceId: 'inside', layers: [] },
        { surfaceId: 'back', layers: [] },
        { surfaceId: 'back', layers: [] },
      ],
    };
    expect(validateDesignDocument(document, canvasArticle)).toEqual(
      refused({ type: 'DuplicateSurface', surfaceId: 'back' }, { type: 'UnknownSurface', surfaceId: 'inside' }),
    );
  });

  it('refuses more than 20 layers on a surface', () => {
    const layers = Array.from({ length: 21 }, (_, index) => textLayer({ id: `t${index}` }));
    expect(validateDesignDocument(designDocument(layers), canvasArticle)).toEqual(
      refused({ type: 'TooManyLayers', surfaceId: 'front', max: 20 }),
    );
  });

  it('refuses layer ids that are repeated or unusable', () => {
    const document = designDocument([textLayer({ id: 'same' }), photoLayer({ id: 'same' }), textLayer({ id: 'a b' })]);
    expect(validateDesignDocument(document, canvasArticle)).toEqual(
      refused({ type: 'DuplicateLayerId', layerId: 'same' }, { type: 'InvalidLayerId', layerId: 'a b' }),
    );
  });

  it('refuses text that is empty, too long or styled beyond the limits', () => {
    const document = designDocument([
      textLayer({ id: 'blank', text: '  \n ' }),
      textLayer({ id: 'long', text: 'é'.repeat(301) }),
      textLayer({ id: 'tiny', sizeMm: 0.5 }),
      textLayer({ id: 'paint', colour: 'url(#x)' }),
    ]);
    expect(validateDesignDocument(document, canvasArticle)).toEqual(
      refused(
        { type: 'TextEmpty', layerId: 'blank' },
        { type: 'TextTooLong', layerId: 'long', max: 300 },
        { type: 'InvalidTextStyle', layerId: 'tiny' },
        { type: 'InvalidTextStyle', layerId: 'paint' },
      ),
    );
  });

  it('counts 300 characters as the longest text, however they are encoded', () => {
    expect(validateDesignDocument(designDocument([textLayer({ text: '😀'.repeat(300) })]), canvasArticle).isOk()).toBe(
      true,
    );
  });

  it.each([
    ['an unknown upload name', { uploadId: '../secret' }],
    ['no pixels', { imageWidth: 0 }],
    ['more pixels than an upload may have', { imageWidth: 12_000, imageHeight: 9000 }],
    ['a crop beyond the photo', { crop: { x: 0.5, y: 0, width: 0.6, height: 1 } }],
    ['an empty crop', { crop: { x: 0, y: 0, width: 0, height: 1 } }],
    ['a crop of no number', { crop: { x: Number.NaN, y: 0, width: 1, height: 1 } }],
  ])('refuses a photo with %s', (_, change) => {
    expect(validateDesignDocument(designDocument([photoLayer(change)]), canvasArticle)).toEqual(
      refused({ type: 'InvalidPhoto', layerId: 'photo-1' }),
    );
  });

  it.each([
    ['far off the surface', { centerX: 10_000 }],
    ['above the surface by more than its height', { centerY: -401 }],
    ['smaller than a millimetre', { width: 0.5 }],
    ['larger than four surfaces', { height: 1625 }],
    ['turned by no number', { rotation: Number.NaN }],
    ['turned outside [0, 360)', { rotation: 360 }],
    ['at an infinite place', { centerX: Number.POSITIVE_INFINITY }],
  ])('refuses a layer %s', (_, change) => {
    const layer = textLayer({ transform: transform(change) });
    expect(isLayerWithinBounds(layer, canvasFront)).toBe(false);
    expect(validateDesignDocument(designDocument([layer]), canvasArticle)).toEqual(
      refused({ type: 'LayerOutOfBounds', layerId: 'text-1' }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArticleId } from '../../../../core/domain/catalogue/article.ts';
import {
  blankDocument,
  decoratedSurfaces,
  extraSurfacePrice,
  hasContent,
  personalisedUnitPrice,
  upgradeDesignDocument,
  uploadsOf,
  validateDesignDocument,
  type DesignDocumentV1,
} from '../../../../core/domain/personalisation/index.ts';
import { eur } from '../../../support/pricing-builders.ts';
import {
  canvasArticle,
  CANVAS_ID,
  designDocument,
  photoLayer,
  textLayer,
  UPLOAD_ID,
} from '../../../support/personalisation-mother.ts';

const v1: DesignDocumentV1 = {
  version: 1,
  articleId: CANVAS_ID,
  layers: [
    {
      kind: 'photo',
      id: 'p',
      uploadId: UPLOAD_ID,
      imageWidth: 3000,
      imageHeight: 2000,
      x: 10,
      y: 20,
      width: 150,
      height: 100,
      rotation: -90,
    },
    {
      kind: 'text',
      id: 't',
      text: 'Hi',
      font: 'Figtree',
      size: 10,
      color: '#ff0000',
      align: 'left',
      x: 0,
      y: 0,
      width: 100,
      height: 20,
      rotation: 0,
    },
  ],
};

describe('older documents', () => {
  it('opens a version 1 document as today’s, on the front surface', () => {
    const upgraded = upgradeDesignDocument(v1);
    expect(upgraded).toEqual({
      version: 2,
      articleId: CANVAS_ID,
      surfaces: [
        {
          surfaceId: 'front',
          layers: [
            photoLayer({
              id: 'p',
              imageWidth: 3000,
              imageHeight: 2000,
              transform: { centerX: 85, centerY: 70, width: 150, height: 100, rotation: 270 },
            }),
            textLayer({
              id: 't',
              text: 'Hi',
              font: 'Figtree',
              sizeMm: 10,
              colour: '#ff0000',
              align: 'left',
              transform: { centerX: 50, centerY: 10, width: 100, height: 20, rotation: 0 },
            }),
          ],
        },
      ],
    });
    expect(validateDesignDocument(upgraded, canvasArticle).isOk()).toBe(true);
  });

  it('keeps a current document as it is', () => {
    const current = designDocument();
    expect(upgradeDesignDocument(current)).toBe(current);
  });
});

describe('what a document holds', () => {
  it('lists each upload it draws once', () => {
    const other = '1b7f6c1e-2f4a-4c8e-9a1b-3c5d7e9f1a2b';
    const document = designDocument([
      photoLayer({ id: 'a' }),
      textLayer(),
      photoLayer({ id: 'b' }),
      photoLayer({ id: 'c', uploadId: other }),
    ]);
    expect(uploadsOf(document)).toEqual([UPLOAD_ID, other]);
  });

  it('starts blank on every surface', () => {
    const blank = blankDocument(CANVAS_ID, ['front', 'back']);
    expect(blank).toEqual({
      version: 2,
      articleId: CANVAS_ID,
      surfaces: [
        { surfaceId: 'front', layers: [] },
        { surfaceId: 'back', layers: [] },
      ],
    });
    expect(hasContent(blank)).toBe(false);
    expect(hasContent(designDocument())).toBe(true);
  });
});

describe('personalisation price', () => {
  const twoSided = {
    ...designDocument(),
    articleId: 101 as ArticleId,
    surfaces: [
      { surfaceId: 'front', layers: [textLayer()] },
      { surfaceId: 'back', layers: [textLayer({ id: 'b' })] },
    ],
  };

  it('is the article price for one decorated surface, plus a quarter of it for each further one', () => {
    expect(personalisedUnitPrice(eur(2000), designDocument())).toEqual(eur(2000));
    expect(personalisedUnitPrice(eur(2000), twoSided)).toEqual(eur(2500));
    expect(personalisedUnitPrice(eur(2000), blankDocument(CANVAS_ID, ['front']))).toEqual(eur(2000));
  });

  it('rounds the extra surface up to a whole cent', () => {
    expect(extraSurfacePrice(eur(999))).toEqual(eur(250));
  });

  it('is never below the article price and grows with every decorated surface', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 4 }), (cents, surfaces) => {
        const document = {
          ...designDocument(),
          surfaces: Array.from({ length: surfaces }, (_, index) => ({
            surfaceId: `s${index}`,
            layers: [textLayer({ id: `t${index}` })],
          })),
        };
        expect(decoratedSurfaces(document)).toBe(surfaces);
        const price = personalisedUnitPrice(eur(cents), document);
        expect(price.amount).toBe(cents + Math.max(0, surfaces - 1) * Math.ceil(cents / 4));
      }),
    );
  });
});

import fc from 'fast-check';
import type { ArticleId } from '../../core/domain/catalogue/article.ts';
import {
  DESIGN_DOCUMENT_VERSION,
  FONT_FAMILIES,
  type DesignDocument,
  type Layer,
  type PersonalisableArticle,
  type PhotoLayer,
  type PrintSurface,
  type TextLayer,
  type Transform,
} from '../../core/domain/personalisation/index.ts';

/** A 30 × 40 cm canvas: 3 mm bleed, 10 mm safe margin, 300/150 PPI. */
export const canvasFront: PrintSurface = {
  id: 'front',
  side: 'front',
  shape: 'rectangle',
  widthMm: 300,
  heightMm: 400,
  bleedMm: 3,
  safeMarginMm: 10,
  mask: null,
  recommendedPpi: 300,
  minimumPpi: 150,
};

export const mugWrap: PrintSurface = {
  id: 'wrap',
  side: 'front',
  shape: 'mug-wrap',
  widthMm: 200,
  heightMm: 90,
  bleedMm: 2,
  safeMarginMm: 5,
  mask: null,
  recommendedPpi: 200,
  minimumPpi: 100,
};

export const phoneCaseBack: PrintSurface = {
  id: 'back',
  side: 'back',
  shape: 'phone-case',
  widthMm: 75,
  heightMm: 150,
  bleedMm: 2,
  safeMarginMm: 4,
  mask: { cornerRadiusMm: 9, cameraCutout: { x: 6, y: 6, width: 28, height: 30 } },
  recommendedPpi: 300,
  minimumPpi: 150,
};

export const CANVAS_ID = 101 as ArticleId;

export const canvasArticle: PersonalisableArticle = {
  articleId: CANVAS_ID,
  surfaces: [canvasFront, { ...canvasFront, id: 'back', side: 'back' }],
};

export const UPLOAD_ID = '0b7f6c1e-2f4a-4c8e-9a1b-3c5d7e9f1a2b';

export const transform = (overrides: Partial<Transform> = {}): Transform => ({
  centerX: 150,
  centerY: 200,
  width: 100,
  height: 80,
  rotation: 0,
  ...overrides,
});

export const photoLayer = (overrides: Partial<PhotoLayer> = {}): PhotoLayer => ({
  kind: 'photo',
  id: 'photo-1',
  uploadId: UPLOAD_ID,
  imageWidth: 3000,
  imageHeight: 2400,
  crop: { x: 0, y: 0, width: 1, height: 1 },
  fit: 'free',
  transform: transform(),
  ...overrides,
});

export const textLayer = (overrides: Partial<TextLayer> = {}): TextLayer => ({
  kind: 'text',
  id: 'text-1',
  text: 'Happy birthday',
  font: 'Fraunces',
  sizeMm: 12,
  colour: '#1a2b3c',
  align: 'center',
  transform: transform({ width: 200, height: 20 }),
  ...overrides,
});

export const designDocument = (layers: readonly Layer[] = [photoLayer(), textLayer()]): DesignDocument => ({
  version: DESIGN_DOCUMENT_VERSION,
  articleId: CANVAS_ID,
  surfaces: [{ surfaceId: 'front', layers }],
});

/** One uploaded photo of `image` pixels, placed on one surface of an article: what a server spec saves or buys. */
export const onePhotoDocument = (
  articleId: number,
  surfaceId: string,
  uploadId: string,
  image: { readonly width: number; readonly height: number },
  placed: Partial<Transform>,
): DesignDocument => ({
  version: DESIGN_DOCUMENT_VERSION,
  articleId: articleId as ArticleId,
  surfaces: [
    {
      surfaceId,
      layers: [
        photoLayer({ uploadId, imageWidth: image.width, imageHeight: image.height, transform: transform(placed) }),
      ],
    },
  ],
});

// JSON has no negative zero: a position of -0 mm is the same place as 0 and comes back as 0.
const position = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map((mm) => mm + 0);

/** Finite sizes and positions a shopper can reach on the canvas. */
export const arbitraryTransform = (): fc.Arbitrary<Transform> =>
  fc.record({
    centerX: position(-300, 600),
    centerY: position(-400, 800),
    width: fc.double({ min: 1, max: 1000, noNaN: true }),
    height: fc.double({ min: 1, max: 1000, noNaN: true }),
    rotation: fc.double({ min: 0, max: 359.999, noNaN: true }),
  });

export const arbitraryPhotoLayer = (id: fc.Arbitrary<string> = fc.constant('photo-1')): fc.Arbitrary<PhotoLayer> =>
  fc.record({
    kind: fc.constant('photo' as const),
    id,
    uploadId: fc.uuid({ version: 4 }),
    imageWidth: fc.integer({ min: 1, max: 8000 }),
    imageHeight: fc.integer({ min: 1, max: 5000 }),
    crop: fc.constant({ x: 0, y: 0, width: 1, height: 1 }),
    fit: fc.constantFrom('fit' as const, 'fill' as const, 'free' as const),
    transform: arbitraryTransform(),
  });

export const arbitraryTextLayer = (id: fc.Arbitrary<string> = fc.constant('text-1')): fc.Arbitrary<TextLayer> =>
  fc.record({
    kind: fc.constant('text' as const),
    id,
    text: fc.string({ minLength: 1, maxLength: 300 }).filter((text) => text.trim().length > 0),
    font: fc.constantFrom(...FONT_FAMILIES),
    sizeMm: fc.double({ min: 1, max: 300, noNaN: true }),
    colour: fc.constantFrom('#000000', '#ffffff', '#C0FFEE'),
    align: fc.constantFrom('left' as const, 'center' as const, 'right' as const),
    transform: arbitraryTransform(),
  });

/** Valid documents for the canvas: unique layer ids, within every limit. */
export const arbitraryDocument = (): fc.Arbitrary<DesignDocument> =>
  fc
    .array(fc.oneof(arbitraryPhotoLayer(), arbitraryTextLayer()), { maxLength: 20 })
    .map((layers) => designDocument(layers.map((layer, index) => ({ ...layer, id: `layer-${index}` }))));

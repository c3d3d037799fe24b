import type { ArticleId } from '../catalogue/article.ts';
import { DESIGN_DOCUMENT_VERSION, FULL_CROP, type DesignDocument, type Layer } from './design-document.ts';
import type { FontFamily, TextAlignment } from './fonts.ts';
import { normaliseRotation } from './geometry.ts';

type BoxV1 = {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rotation: number;
};

/** Version 1: one surface, boxes by their top-left corner, photos always whole, `color` and `size`. */
export type LayerV1 =
  | (BoxV1 & {
      readonly kind: 'photo';
      readonly id: string;
      readonly uploadId: string;
      readonly imageWidth: number;
      readonly imageHeight: number;
    })
  | (BoxV1 & {
      readonly kind: 'text';
      readonly id: string;
      readonly text: string;
      readonly font: FontFamily;
      readonly size: number;
      readonly color: string;
      readonly align: TextAlignment;
    });

export type DesignDocumentV1 = {
  readonly version: 1;
  readonly articleId: ArticleId;
  readonly layers: readonly LayerV1[];
};

/** Version 1 had no surface names: its one surface is the front. */
export const V1_SURFACE_ID = 'front';

const transformOf = (box: BoxV1) => ({
  centerX: box.x + box.width / 2,
  centerY: box.y + box.height / 2,
  width: box.width,
  height: box.height,
  rotation: normaliseRotation(box.rotation),
});

const upgradeLayer = (layer: LayerV1): Layer =>
  layer.kind === 'photo'
    ? {
        kind: 'photo',
        id: layer.id,
        uploadId: layer.uploadId,
        imageWidth: layer.imageWidth,
        imageHeight: layer.imageHeight,
        crop: FULL_CROP,
        fit: 'free',
        transform: transformOf(layer),
      }
    : {
        kind: 'text',
        id: layer.id,
        text: layer.text,
        font: layer.font,
        sizeMm: layer.size,
        colour: layer.color,
        align: layer.align,
        transform: transformOf(layer),
      };

/** Any older document as today's, so designs saved long ago keep opening. */
export const upgradeDesignDocument = (document: DesignDocumentV1 | DesignDocument): DesignDocument =>
  document.version === DESIGN_DOCUMENT_VERSION
    ? document
    : {
        version: DESIGN_DOCUMENT_VERSION,
        articleId: document.articleId,
        surfaces: [{ surfaceId: V1_SURFACE_ID, layers: document.layers.map(upgradeLayer) }],
      };

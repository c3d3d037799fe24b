import { err, ok, type Result } from 'neverthrow';
import type { DesignDocument, Layer, PhotoLayer, SurfaceDesign, TextLayer } from './design-document.ts';
import { isHexColour } from './fonts.ts';
import { PERSONALISATION_LIMITS as LIMITS, isLayerId, isUploadId, layerSideLimits } from './limits.ts';
import { surfaceById, type PersonalisableArticle, type PrintSurface } from './print-surface.ts';

/** One thing wrong with a design document, named so the editor and the error envelope can say which. */
export type DesignProblem =
  | { readonly type: 'WrongArticle' }
  | { readonly type: 'UnknownSurface'; readonly surfaceId: string }
  | { readonly type: 'DuplicateSurface'; readonly surfaceId: string }
  | { readonly type: 'TooManyLayers'; readonly surfaceId: string; readonly max: number }
  | { readonly type: 'InvalidLayerId'; readonly layerId: string }
  | { readonly type: 'DuplicateLayerId'; readonly layerId: string }
  | { readonly type: 'LayerOutOfBounds'; readonly layerId: string }
  | { readonly type: 'InvalidPhoto'; readonly layerId: string }
  | { readonly type: 'TextEmpty'; readonly layerId: string }
  | { readonly type: 'TextTooLong'; readonly layerId: string; readonly max: number }
  | { readonly type: 'InvalidTextStyle'; readonly layerId: string };

export type DesignDocumentInvalid = {
  readonly type: 'DesignDocumentInvalid';
  readonly problems: readonly DesignProblem[];
};

const finite = (...values: readonly number[]): boolean => values.every(Number.isFinite);

/**
 * A layer is within sane bounds when its numbers are finite, each side is between the smallest grabbable size
 * and a few times the surface, and its centre lies no further from the surface than the surface is large.
 */
export const isLayerWithinBounds = (layer: Layer, surface: PrintSurface): boolean => {
  const { centerX, centerY, width, height, rotation } = layer.transform;
  if (!finite(centerX, centerY, width, height, rotation)) return false;
  const { minSide, maxSide } = layerSideLimits(surface);
  const sized = [width, height].every((side) => side >= minSide && side <= maxSide);
  const placed =
    centerX >= -surface.widthMm &&
    centerX <= 2 * surface.widthMm &&
    centerY >= -surface.heightMm &&
    centerY <= 2 * surface.heightMm;
  return sized && placed && rotation >= 0 && rotation < 360;
};

const photoProblems = (layer: PhotoLayer): readonly DesignProblem[] => {
  const { imageWidth, imageHeight, crop } = layer;
  const image =
    Number.isInteger(imageWidth) &&
    Number.isInteger(imageHeight) &&
    imageWidth > 0 &&
    imageHeight > 0 &&
    imageWidth * imageHeight <= LIMITS.maxPhotoPixels;
  const cropped =
    finite(crop.x, crop.y, crop.width, crop.height) &&
    crop.x >= 0 &&
    crop.y >= 0 &&
    crop.width > 0 &&
    crop.height > 0 &&
    crop.x + crop.width <= 1 + 1e-9 &&
    crop.y + crop.height <= 1 + 1e-9;
  return image && cropped && isUploadId(layer.uploadId) ? [] : [{ type: 'InvalidPhoto', layerId: layer.id }];
};

const textProblems = (layer: TextLayer): readonly DesignProblem[] => {
  const problems: DesignProblem[] = [];
  if (layer.text.trim().length === 0) problems.push({ type: 'TextEmpty', layerId: layer.id });
  if ([...layer.text].length > LIMITS.textLength)
    problems.push({ type: 'TextTooLong', layerId: layer.id, max: LIMITS.textLength });
  const sized =
    Number.isFinite(layer.sizeMm) && layer.sizeMm >= LIMITS.minTextSizeMm && layer.sizeMm <= LIMITS.maxTextSizeMm;
  if (!sized || !isHexColour(layer.colour)) problems.push({ type: 'InvalidTextStyle', layerId: layer.id });
  return problems;
};

const layerProblems = (layer: Layer, surface: PrintSurface): readonly DesignProblem[] => [
  ...(isLayerId(layer.id)
    ? []
    : [{ type: 'InvalidLayerId' as const, layerId: layer.id.slice(0, LIMITS.layerIdLength) }]),
  ...(isLayerWithinBounds(layer, surface) ? [] : [{ type: 'LayerOutOfBounds' as const, layerId: layer.id }]),
  ...(layer.kind === 'photo' ? photoProblems(layer) : textProblems(layer)),
];

const surfaceProblems = (design: SurfaceDesign, article: PersonalisableArticle): readonly DesignProblem[] => {
  const surface = surfaceById(article, design.surfaceId);
  if (surface === undefined) return [{ type: 'UnknownSurface', surfaceId: design.surfaceId }];
  if (design.layers.length > LIMITS.layersPerSurface)
    return [{ type: 'TooManyLayers', surfaceId: design.surfaceId, max: LIMITS.layersPerSurface }];
  return design.layers.flatMap((layer) => layerProblems(layer, surface));
};

const duplicates = (values: readonly string[]): readonly string[] => [
  ...new Set(values.filter((value, index) => values.indexOf(value) !== index)),
];

/**
 * A document the shop will store, price and print: for this article, each of its surfaces at most once,
 * layers within the limits. Every problem is listed, not just the first.
 */
export const validateDesignDocument = (
  document: DesignDocument,
  article: PersonalisableArticle,
): Result<DesignDocument, DesignDocumentInvalid> => {
  if (document.articleId !== article.articleId)
    return err({ type: 'DesignDocumentInvalid', problems: [{ type: 'WrongArticle' }] });
  const surfaceIds = document.surfaces.map((surface) => surface.surfaceId);
  const layerIds = document.surfaces.flatMap((surface) => surface.layers.map((layer) => layer.id));
  const problems: readonly DesignProblem[] = [
    ...duplicates(surfaceIds).map((surfaceId) => ({ type: 'DuplicateSurface' as const, surfaceId })),
    ...duplicates(layerIds).map((layerId) => ({ type: 'DuplicateLayerId' as const, layerId })),
    ...document.surfaces.flatMap((design) => surfaceProblems(design, article)),
  ];
  return problems.length === 0 ? ok(document) : err({ type: 'DesignDocumentInvalid', problems });
};

import {
  centredCrop,
  layerSideLimits,
  PERSONALISATION_LIMITS,
  replaceLayer,
  scaleBy,
  TEXT_LINE_HEIGHT,
  type Crop,
  type DesignDocument,
  type Layer,
  type PhotoLayer,
  type PrintSurface,
  type TextLayer,
  type Transform,
} from '../../../core/domain/personalisation/index.ts';
import { previewUrlOf } from './preview-url.ts';

/** The layer a shopper is working on, on its surface. */
export type Selection = { readonly surfaceId: string; readonly layerId: string };

export const layersOn = (document: DesignDocument, surfaceId: string): readonly Layer[] =>
  document.surfaces.find((surface) => surface.surfaceId === surfaceId)?.layers ?? [];

export const layerAt = (document: DesignDocument, selection: Selection | null): Layer | null =>
  selection === null ? null : (layersOn(document, selection.surfaceId).find((l) => l.id === selection.layerId) ?? null);

/** Replaces one layer by what `change` makes of it; a layer that is not there leaves the document as it is. */
export const changeLayer = (
  document: DesignDocument,
  surfaceId: string,
  layerId: string,
  change: (layer: Layer) => Layer,
): DesignDocument => {
  const layer = layersOn(document, surfaceId).find((candidate) => candidate.id === layerId);
  return layer === undefined ? document : replaceLayer(document, surfaceId, change(layer));
};

export const withTransform = (layer: Layer, transform: Partial<Transform>): Layer => ({
  ...layer,
  transform: { ...layer.transform, ...transform },
});

/** The downscaled copy the canvas draws for a photo: never the original. */
export const canvasUrlOf = (layer: PhotoLayer): string => previewUrlOf(layer.uploadId, layer.imageWidth);

/** A text box high enough for its lines at its size. */
export const textHeight = (layer: Pick<TextLayer, 'text' | 'sizeMm'>): number =>
  Math.max(1, layer.text.split('\n').length) * layer.sizeMm * TEXT_LINE_HEIGHT;

/** Grows or shrinks a layer about its centre within the shop's limits; words grow by their letters' size. */
export const scaleLayer = (layer: Layer, factor: number, surface: PrintSurface): Layer => {
  const transform = scaleBy(layer.transform, factor, layerSideLimits(surface));
  if (layer.kind === 'photo') return { ...layer, fit: 'free', transform };
  const applied = transform.width / layer.transform.width;
  const sizeMm = Math.min(
    PERSONALISATION_LIMITS.maxTextSizeMm,
    Math.max(PERSONALISATION_LIMITS.minTextSizeMm, layer.sizeMm * applied),
  );
  return { ...layer, sizeMm, transform: { ...transform, height: textHeight({ text: layer.text, sizeMm }) } };
};

/** How far the photo is zoomed inside its frame: 1 shows the frame's whole centred crop. */
export const cropZoomOf = (layer: PhotoLayer): number => {
  const base = centredCrop({ width: layer.imageWidth, height: layer.imageHeight }, layer.transform);
  return Math.max(1, base.width / layer.crop.width);
};

/** The photo zoomed inside its frame about the middle of what shows now, kept within the photo. */
export const zoomCrop = (layer: PhotoLayer, zoom: number): Crop => {
  const base = centredCrop({ width: layer.imageWidth, height: layer.imageHeight }, layer.transform);
  const width = base.width / zoom;
  const height = base.height / zoom;
  const centreX = layer.crop.x + layer.crop.width / 2;
  const centreY = layer.crop.y + layer.crop.height / 2;
  const clamp = (value: number, size: number) => Math.min(Math.max(value, 0), 1 - size);
  return { x: clamp(centreX - width / 2, width), y: clamp(centreY - height / 2, height), width, height };
};

import { FULL_CROP, type Crop, type PhotoFit, type PhotoLayer, type TextLayer } from './design-document.ts';
import type { FontFamily } from './fonts.ts';
import { centredIn, fitSize, type Size } from './geometry.ts';
import { bleedBox, safeBox, type PrintSurface } from './print-surface.ts';

export type UploadedImage = { readonly uploadId: string; readonly width: number; readonly height: number };

/** The centred part of an image with the given proportions: what 'fill' shows of a photo. */
export const centredCrop = (image: Size, frame: Size): Crop => {
  const imageAspect = image.width / image.height;
  const frameAspect = frame.width / frame.height;
  if (imageAspect > frameAspect) {
    const width = frameAspect / imageAspect;
    return { x: (1 - width) / 2, y: 0, width, height: 1 };
  }
  const height = imageAspect / frameAspect;
  return { x: 0, y: (1 - height) / 2, width: 1, height };
};

/**
 * A photo placed on a surface: 'fit' shows all of it inside the safe area, 'fill' covers the whole print
 * (bleed included) with its centred part; 'free' keeps the photo whole at the fit size, ready to move.
 */
export const placePhoto = (id: string, image: UploadedImage, surface: PrintSurface, fit: PhotoFit): PhotoLayer => {
  const base = {
    kind: 'photo' as const,
    id,
    uploadId: image.uploadId,
    imageWidth: image.width,
    imageHeight: image.height,
    fit,
  };
  if (fit === 'fill') {
    const box = bleedBox(surface);
    return { ...base, crop: centredCrop(image, box), transform: centredIn(box, box) };
  }
  const safe = safeBox(surface);
  return { ...base, crop: FULL_CROP, transform: centredIn(safe, fitSize(image, safe)) };
};

/** The same photo placed again with another fit (the 'fit' and 'fill' buttons); turns and moves are reset. */
export const refitPhoto = (layer: PhotoLayer, surface: PrintSurface, fit: PhotoFit): PhotoLayer =>
  placePhoto(layer.id, { uploadId: layer.uploadId, width: layer.imageWidth, height: layer.imageHeight }, surface, fit);

/** Line height as a multiple of the letters' size; the renderer and the editor use the same. */
export const TEXT_LINE_HEIGHT = 1.25;

/** A new text layer, centred, as wide as the safe area, high enough for its lines. */
export const placeText = (
  id: string,
  text: string,
  style: { readonly font: FontFamily; readonly sizeMm: number; readonly colour: string },
  surface: PrintSurface,
): TextLayer => {
  const safe = safeBox(surface);
  const lines = Math.max(1, text.split('\n').length);
  const height = Math.min(safe.height, lines * style.sizeMm * TEXT_LINE_HEIGHT);
  return {
    kind: 'text',
    id,
    text,
    ...style,
    align: 'center',
    transform: centredIn(safe, { width: safe.width, height }),
  };
};

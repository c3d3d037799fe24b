import type { PhotoLayer } from './design-document.ts';
import { mmToInches } from './geometry.ts';
import type { PrintSurface } from './print-surface.ts';

/** How a photo will print: sharp, softer than the factory recommends, or visibly blurry. */
export const PRINT_QUALITY_LEVELS = ['ok', 'below-recommended', 'below-minimum'] as const;

export type PrintQualityLevel = (typeof PRINT_QUALITY_LEVELS)[number];

export type PrintQuality = { readonly effectivePpi: number; readonly level: PrintQualityLevel };

/**
 * The photo's pixels per printed inch: the cropped pixels over the inches they are printed across, the
 * poorer of the two axes (a stretched photo is as blurry as its worst direction). Rounded down.
 */
export const effectivePpi = (layer: PhotoLayer): number => {
  const across = (layer.imageWidth * layer.crop.width) / mmToInches(layer.transform.width);
  const down = (layer.imageHeight * layer.crop.height) / mmToInches(layer.transform.height);
  return Math.floor(Math.min(across, down));
};

export const qualityLevel = (ppi: number, surface: PrintSurface): PrintQualityLevel =>
  ppi < surface.minimumPpi ? 'below-minimum' : ppi < surface.recommendedPpi ? 'below-recommended' : 'ok';

export const printQuality = (layer: PhotoLayer, surface: PrintSurface): PrintQuality => {
  const ppi = effectivePpi(layer);
  return { effectivePpi: ppi, level: qualityLevel(ppi, surface) };
};

import type { Layer } from './design-document.ts';
import { layerBounds } from './geometry.ts';
import { safeBox, type MmRect, type PrintSurface } from './print-surface.ts';

/** Rounding in the editor's moves must not flag a layer laid exactly on the safe line. */
const EPSILON_MM = 1e-6;

const contains = (outer: MmRect, inner: MmRect): boolean =>
  inner.x >= outer.x - EPSILON_MM &&
  inner.y >= outer.y - EPSILON_MM &&
  inner.x + inner.width <= outer.x + outer.width + EPSILON_MM &&
  inner.y + inner.height <= outer.y + outer.height + EPSILON_MM;

const overlaps = (a: MmRect, b: MmRect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where a layer sits against the safe area: wholly inside, partly outside (may be cut), or not on the surface at all. */
export type SafeAreaPlacement = 'inside' | 'crosses' | 'off-surface';

/**
 * Text must stay inside the safe area; a photo meant to cover the surface ('fill') may run into the bleed,
 * so it is flagged only when it leaves the trim box's content uncovered by not reaching it at all.
 */
export const safeAreaPlacement = (layer: Layer, surface: PrintSurface): SafeAreaPlacement => {
  const bounds = layerBounds(layer.transform);
  const trim = { x: 0, y: 0, width: surface.widthMm, height: surface.heightMm };
  if (!overlaps(bounds, trim)) return 'off-surface';
  return contains(safeBox(surface), bounds) ? 'inside' : 'crosses';
};

/** What the editor flags: text that may be cut, any layer that would not print, a photo cut though not meant to fill. */
export const isFlaggedOutsideSafeArea = (layer: Layer, surface: PrintSurface): boolean => {
  const placement = safeAreaPlacement(layer, surface);
  if (placement === 'inside') return false;
  if (placement === 'off-surface') return true;
  return layer.kind === 'text' || layer.fit !== 'fill';
};

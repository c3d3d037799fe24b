import { layerBounds, type Transform } from './geometry.ts';
import { safeBox, type PrintSurface } from './print-surface.ts';

/** The lines a moved layer can be pulled onto. */
export type SnapGuide = 'centre-x' | 'centre-y' | 'safe-left' | 'safe-right' | 'safe-top' | 'safe-bottom';

export type Snapped = { readonly transform: Transform; readonly guides: readonly SnapGuide[] };

type Candidate = { readonly guide: SnapGuide; readonly shift: number };

/** The smallest shift within tolerance, if any: the nearest line wins. */
const nearest = (candidates: readonly Candidate[], tolerance: number): Candidate | undefined =>
  candidates
    .filter(({ shift }) => Math.abs(shift) <= tolerance)
    .reduce<Candidate | undefined>(
      (best, next) => (best === undefined || Math.abs(next.shift) < Math.abs(best.shift) ? next : best),
      undefined,
    );

/**
 * Pulls a layer onto the surface's centre lines or its bounds onto the safe area's edges when it comes within
 * `toleranceMm`, one guide per axis; a layer further away is left where it is.
 */
export const snapToGuides = (transform: Transform, surface: PrintSurface, toleranceMm: number): Snapped => {
  const bounds = layerBounds(transform);
  const safe = safeBox(surface);
  const horizontal = nearest(
    [
      { guide: 'centre-x', shift: surface.widthMm / 2 - transform.centerX },
      { guide: 'safe-left', shift: safe.x - bounds.x },
      { guide: 'safe-right', shift: safe.x + safe.width - (bounds.x + bounds.width) },
    ],
    toleranceMm,
  );
  const vertical = nearest(
    [
      { guide: 'centre-y', shift: surface.heightMm / 2 - transform.centerY },
      { guide: 'safe-top', shift: safe.y - bounds.y },
      { guide: 'safe-bottom', shift: safe.y + safe.height - (bounds.y + bounds.height) },
    ],
    toleranceMm,
  );
  return {
    transform: {
      ...transform,
      centerX: transform.centerX + (horizontal?.shift ?? 0),
      centerY: transform.centerY + (vertical?.shift ?? 0),
    },
    guides: [horizontal, vertical].flatMap((candidate) => (candidate === undefined ? [] : [candidate.guide])),
  };
};

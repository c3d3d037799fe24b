import { normaliseRotation, scaleBy, type Transform } from './geometry.ts';
import { layerSideLimits } from './limits.ts';
import type { PrintSurface } from './print-surface.ts';

/** Where a finger touches the screen; any unit, y downward: only ratios and angles between fingers count. */
export type FingerPoint = { readonly x: number; readonly y: number };

/** Two fingers, each always named in the same place: the first touch first. */
export type FingerPair = readonly [FingerPoint, FingerPoint];

const RADIANS_TO_DEGREES = 180 / Math.PI;

/**
 * A layer under a two-finger pinch: from the transform it had when the fingers came down, where they came down and
 * where they are now. It grows or shrinks about its centre by the ratio of the fingers' distances, within the
 * surface's layer limits, and turns (clockwise on a y-down screen) by the angle the line between the fingers turned.
 * Fingers that started or stand on one spot give no ratio or angle: the layer stays as it was.
 */
export const pinchTransform = (
  start: Transform,
  from: FingerPair,
  to: FingerPair,
  surface: PrintSurface,
): Transform => {
  const before = { x: from[1].x - from[0].x, y: from[1].y - from[0].y };
  const after = { x: to[1].x - to[0].x, y: to[1].y - to[0].y };
  const ratio = Math.hypot(after.x, after.y) / Math.hypot(before.x, before.y);
  if (!(ratio > 0 && Number.isFinite(ratio))) return start;
  // The turn between the two lines, from their cross and dot products: swapping both fingers negates both vectors
  // and leaves these products exactly as they were.
  const cross = before.x * after.y - before.y * after.x;
  const dot = before.x * after.x + before.y * after.y;
  const turned = Math.atan2(cross, dot) * RADIANS_TO_DEGREES;
  const scaled = scaleBy(start, ratio, layerSideLimits(surface));
  return { ...scaled, rotation: normaliseRotation(start.rotation + turned) };
};

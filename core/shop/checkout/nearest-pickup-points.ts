import type { PickupPoint } from './shipping-catalogue.port.ts';

export const PICKUP_POINTS_SHOWN = 5;

const compact = (postalCode: string): string => postalCode.replace(/[\s-]+/g, '').toUpperCase();

const sharedPrefix = (a: string, b: string): number => {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
};

/** Numeric distance between codes of the same length, as neighbouring codes are usually neighbouring places. */
const gap = (a: string, b: string): number => {
  const distance = Math.abs(Number.parseInt(a, 36) - Number.parseInt(b, 36));
  return Number.isFinite(distance) ? distance : Number.MAX_SAFE_INTEGER;
};

/**
 * Pickup points nearest a postal code without geocoding: the longest shared postal-code prefix first,
 * then the closest code, then by id so the answer is stable.
 */
export const nearestPickupPoints = (
  points: readonly PickupPoint[],
  postalCode: string,
  limit: number = PICKUP_POINTS_SHOWN,
): readonly PickupPoint[] => {
  const target = compact(postalCode);
  const ranked = points.map((point) => {
    const code = compact(point.postalCode);
    return { point, prefix: sharedPrefix(code, target), gap: gap(code, target) };
  });
  return ranked
    .sort((a, b) => b.prefix - a.prefix || a.gap - b.gap || a.point.id.localeCompare(b.point.id))
    .slice(0, limit)
    .map((entry) => entry.point);
};

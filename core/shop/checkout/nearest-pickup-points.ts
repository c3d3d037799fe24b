import { centreOf, distanceKm, type GeoPoint } from '../../domain/shipments/geo-distance.ts';
import type { PickupPoint } from './shipping-catalogue.port.ts';

export const PICKUP_POINTS_SHOWN = 5;

/** Farther than this, a pickup point is no help to the shopper and is not offered. */
export const PICKUP_POINT_MAX_KM = 30;

/** Postal codes sharing fewer leading characters than this are not taken for the same area. */
export const POSTAL_AREA_PREFIX = 2;

export type NearPickupPoint = PickupPoint & { readonly distanceKm: number };

const compact = (postalCode: string): string => postalCode.replace(/[\s-]+/g, '').toUpperCase();

const sharedPrefix = (a: string, b: string): number => {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
};

const locationOf = (point: PickupPoint): GeoPoint | null =>
  point.latitude === null || point.longitude === null ? null : { latitude: point.latitude, longitude: point.longitude };

/**
 * Where a postal code lies, from the known points of its area: the centre of the located points whose
 * code shares the longest prefix with it (at least the area's); null when none does.
 */
export const locatePostalCode = (points: readonly PickupPoint[], postalCode: string): GeoPoint | null => {
  const target = compact(postalCode);
  const located = points.flatMap((point) => {
    const location = locationOf(point);
    return location === null ? [] : [{ location, prefix: sharedPrefix(compact(point.postalCode), target) }];
  });
  const best = Math.max(POSTAL_AREA_PREFIX, ...located.map((each) => each.prefix));
  return centreOf(located.filter((each) => each.prefix === best).map((each) => each.location));
};

/** The points nearest a place, nearest first with their distance (then by id, so the answer is stable). */
export const nearestPickupPoints = (
  points: readonly PickupPoint[],
  origin: GeoPoint | null,
  limit: number = PICKUP_POINTS_SHOWN,
): readonly NearPickupPoint[] => {
  if (origin === null) return [];
  return points
    .flatMap((point) => {
      const location = locationOf(point);
      return location === null ? [] : [{ ...point, distanceKm: distanceKm(origin, location) }];
    })
    .filter((point) => point.distanceKm <= PICKUP_POINT_MAX_KM)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.id.localeCompare(b.id))
    .slice(0, limit);
};

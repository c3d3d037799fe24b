/** A place on Earth in decimal degrees. */
export type GeoPoint = { readonly latitude: number; readonly longitude: number };

const EARTH_RADIUS_KM = 6371;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine) in kilometres. */
export const distanceKm = (from: GeoPoint, to: GeoPoint): number => {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
};

/** The mean of some places: close enough for points within one postal area. */
export const centreOf = (points: readonly GeoPoint[]): GeoPoint | null =>
  points.length === 0
    ? null
    : {
        latitude: points.reduce((sum, point) => sum + point.latitude, 0) / points.length,
        longitude: points.reduce((sum, point) => sum + point.longitude, 0) / points.length,
      };

/** A distance in the store's language, e.g. '1,2 km' for 'es-ES'. */
export const formatDistanceKm = (km: number, languageTag: string): string =>
  new Intl.NumberFormat(languageTag, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(km);

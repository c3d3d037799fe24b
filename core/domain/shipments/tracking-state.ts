export const TRACKING_STATES = [
  'PROCESSING',
  'ON_ROUTE',
  'ON_DELIVERY',
  'DELIVERED',
  'INCIDENCE',
  'PENDING_TO_PICK',
  'PICKED',
] as const;

export type TrackingState = (typeof TRACKING_STATES)[number];

export const isTrackingState = (value: string): value is TrackingState =>
  (TRACKING_STATES as readonly string[]).includes(value);

/** Every state but INCIDENCE: the ones a shipment's route is made of. */
export type RouteState = Exclude<TrackingState, 'INCIDENCE'>;

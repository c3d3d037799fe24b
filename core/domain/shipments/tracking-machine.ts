import { err, ok, type Result } from 'neverthrow';
import type { DeliveryMethod } from './shipment-mode.ts';
import { trackingRouteFor } from './tracking-route.ts';
import type { RouteState, TrackingState } from './tracking-state.ts';

/** While an incidence is open, `interrupted` holds the route state it interrupted. */
export type Tracking =
  | { readonly method: DeliveryMethod; readonly state: RouteState; readonly interrupted: null }
  | { readonly method: DeliveryMethod; readonly state: 'INCIDENCE'; readonly interrupted: RouteState };

export type IllegalTrackingTransition = {
  readonly type: 'IllegalTrackingTransition';
  readonly from: TrackingState;
  readonly to: TrackingState;
};

export const illegalTrackingTransition = (from: TrackingState, to: TrackingState): IllegalTrackingTransition => ({
  type: 'IllegalTrackingTransition',
  from,
  to,
});

export const startTracking = (method: DeliveryMethod): Tracking => ({ method, state: 'PROCESSING', interrupted: null });

/** The route state the shipment stands at, or the one an open incidence interrupted. */
export const routePosition = (tracking: Tracking): RouteState =>
  tracking.state === 'INCIDENCE' ? tracking.interrupted : tracking.state;

export const isTrackingFinished = (tracking: Tracking): boolean => {
  const route = trackingRouteFor(tracking.method);
  return tracking.state === route[route.length - 1];
};

/**
 * The states the shipment may move to next: the following route state or an incidence, and from an
 * incidence back to the interrupted state or on to the following one. A final state has none.
 */
export const nextTrackingStates = (tracking: Tracking): readonly TrackingState[] => {
  if (isTrackingFinished(tracking)) return [];
  const route = trackingRouteFor(tracking.method);
  const position = routePosition(tracking);
  const following = route.slice(route.indexOf(position) + 1, route.indexOf(position) + 2);
  return tracking.state === 'INCIDENCE' ? [position, ...following] : [...following, 'INCIDENCE'];
};

/** A repeated state is accepted unchanged, because carriers resend the same status. */
export const advanceTracking = (tracking: Tracking, to: TrackingState): Result<Tracking, IllegalTrackingTransition> => {
  if (to === tracking.state) return ok(tracking);
  if (!nextTrackingStates(tracking).includes(to)) return err(illegalTrackingTransition(tracking.state, to));
  return to === 'INCIDENCE'
    ? ok({ method: tracking.method, state: to, interrupted: routePosition(tracking) })
    : ok({ method: tracking.method, state: to, interrupted: null });
};

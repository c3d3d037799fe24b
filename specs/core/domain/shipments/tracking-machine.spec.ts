import { describe, expect, it } from 'vitest';
import { err, ok } from 'neverthrow';
import { DELIVERY_METHODS, type DeliveryMethod } from '../../../../core/domain/shipments/shipment-mode.ts';
import {
  advanceTracking,
  isTrackingFinished,
  nextTrackingStates,
  routePosition,
  startTracking,
  type Tracking,
} from '../../../../core/domain/shipments/tracking-machine.ts';
import { trackingRouteFor } from '../../../../core/domain/shipments/tracking-route.ts';
import {
  isTrackingState,
  TRACKING_STATES,
  type RouteState,
  type TrackingState,
} from '../../../../core/domain/shipments/tracking-state.ts';
import { itIsAnEnumeration } from '../../../support/enumeration-laws.ts';

const at = (method: DeliveryMethod, state: RouteState): Tracking => ({ method, state, interrupted: null });
const incidence = (method: DeliveryMethod, interrupted: RouteState): Tracking => ({
  method,
  state: 'INCIDENCE',
  interrupted,
});

describe('shipment tracking states (spec section 3)', () => {
  itIsAnEnumeration(TRACKING_STATES, isTrackingState, [
    'PROCESSING',
    'ON_ROUTE',
    'ON_DELIVERY',
    'DELIVERED',
    'INCIDENCE',
    'PENDING_TO_PICK',
    'PICKED',
  ]);
});

describe('trackingRouteFor', () => {
  it('takes address shipments on delivery to delivered', () => {
    expect(trackingRouteFor('ADDRESS')).toEqual(['PROCESSING', 'ON_ROUTE', 'ON_DELIVERY', 'DELIVERED']);
  });

  it('takes pickup-point shipments to pending to pick, then picked', () => {
    expect(trackingRouteFor('PICKPOINT')).toEqual(['PROCESSING', 'ON_ROUTE', 'PENDING_TO_PICK', 'PICKED']);
  });

  it('keeps factory collections off the road', () => {
    expect(trackingRouteFor('FACTORY_PICKUP')).toEqual(['PROCESSING', 'PENDING_TO_PICK', 'PICKED']);
    expect(trackingRouteFor('PICKPOINT_CUSTOMER')).toEqual(['PROCESSING', 'PENDING_TO_PICK', 'PICKED']);
  });
});

describe('startTracking', () => {
  it('starts every shipment processing, with no incidence', () => {
    expect(startTracking('ADDRESS')).toEqual({ method: 'ADDRESS', state: 'PROCESSING', interrupted: null });
  });
});

describe('routePosition and isTrackingFinished', () => {
  it('reads an incidence as standing at the state it interrupted', () => {
    expect(routePosition(incidence('ADDRESS', 'ON_ROUTE'))).toBe('ON_ROUTE');
    expect(routePosition(at('ADDRESS', 'ON_DELIVERY'))).toBe('ON_DELIVERY');
  });

  it('finishes a shipment at the last state of its route only', () => {
    expect(isTrackingFinished(at('ADDRESS', 'DELIVERED'))).toBe(true);
    expect(isTrackingFinished(at('PICKPOINT', 'PICKED'))).toBe(true);
    expect(isTrackingFinished(at('ADDRESS', 'ON_DELIVERY'))).toBe(false);
    expect(isTrackingFinished(incidence('ADDRESS', 'ON_DELIVERY'))).toBe(false);
  });
});

/** Every allowed move, per delivery method, as [from, to]; an incidence is written INCIDENCE@interrupted. */
const ALLOWED: { readonly [M in DeliveryMethod]: readonly (readonly [string, TrackingState])[] } = {
  ADDRESS: [
    ['PROCESSING', 'ON_ROUTE'],
    ['PROCESSING', 'INCIDENCE'],
    ['ON_ROUTE', 'ON_DELIVERY'],
    ['ON_ROUTE', 'INCIDENCE'],
    ['ON_DELIVERY', 'DELIVERED'],
    ['ON_DELIVERY', 'INCIDENCE'],
    ['INCIDENCE@PROCESSING', 'PROCESSING'],
    ['INCIDENCE@PROCESSING', 'ON_ROUTE'],
    ['INCIDENCE@ON_ROUTE', 'ON_ROUTE'],
    ['INCIDENCE@ON_ROUTE', 'ON_DELIVERY'],
    ['INCIDENCE@ON_DELIVERY', 'ON_DELIVERY'],
    ['INCIDENCE@ON_DELIVERY', 'DELIVERED'],
  ],
  PICKPOINT: [
    ['PROCESSING', 'ON_ROUTE'],
    ['PROCESSING', 'INCIDENCE'],
    ['ON_ROUTE', 'PENDING_TO_PICK'],
    ['ON_ROUTE', 'INCIDENCE'],
    ['PENDING_TO_PICK', 'PICKED'],
    ['PENDING_TO_PICK', 'INCIDENCE'],
    ['INCIDENCE@PROCESSING', 'PROCESSING'],
    ['INCIDENCE@PROCESSING', 'ON_ROUTE'],
    ['INCIDENCE@ON_ROUTE', 'ON_ROUTE'],
    ['INCIDENCE@ON_ROUTE', 'PENDING_TO_PICK'],
    ['INCIDENCE@PENDING_TO_PICK', 'PENDING_TO_PICK'],
    ['INCIDENCE@PENDING_TO_PICK', 'PICKED'],
  ],
  FACTORY_PICKUP: [
    ['PROCESSING', 'PENDING_TO_PICK'],
    ['PROCESSING', 'INCIDENCE'],
    ['PENDING_TO_PICK', 'PICKED'],
    ['PENDING_TO_PICK', 'INCIDENCE'],
    ['INCIDENCE@PROCESSING', 'PROCESSING'],
    ['INCIDENCE@PROCESSING', 'PENDING_TO_PICK'],
    ['INCIDENCE@PENDING_TO_PICK', 'PENDING_TO_PICK'],
    ['INCIDENCE@PENDING_TO_PICK', 'PICKED'],
  ],
  PICKPOINT_CUSTOMER: [
    ['PROCESSING', 'PENDING_TO_PICK'],
    ['PROCESSING', 'INCIDENCE'],
    ['PENDING_TO_PICK', 'PICKED'],
    ['PENDING_TO_PICK', 'INCIDENCE'],
    ['INCIDENCE@PROCESSING', 'PROCESSING'],
    ['INCIDENCE@PROCESSING', 'PENDING_TO_PICK'],
    ['INCIDENCE@PENDING_TO_PICK', 'PENDING_TO_PICK'],
    ['INCIDENCE@PENDING_TO_PICK', 'PICKED'],
  ],
};

const trackingFrom = (method: DeliveryMethod, from: string): Tracking =>
  from.startsWith('INCIDENCE@')
    ? incidence(method, from.slice('INCIDENCE@'.length) as RouteState)
    : at(method, from as RouteState);

/** Every state a shipment on this route can stand in. */
const positions = (method: DeliveryMethod): string[] => {
  const route = trackingRouteFor(method);
  const last = route[route.length - 1];
  return [...route, ...route.filter((state) => state !== last).map((state) => `INCIDENCE@${state}`)];
};

describe.each(DELIVERY_METHODS)('advanceTracking on a %s shipment', (method) => {
  const allowed = ALLOWED[method];
  const isAllowed = (from: string, to: TrackingState) => allowed.some(([f, t]) => f === from && t === to);

  it.each(allowed)('allows %s -> %s', (from, to) => {
    const tracking = trackingFrom(method, from);
    const expected =
      to === 'INCIDENCE'
        ? { method, state: 'INCIDENCE', interrupted: routePosition(tracking) }
        : { method, state: to, interrupted: null };
    expect(advanceTracking(tracking, to)).toEqual(ok(expected));
    expect(nextTrackingStates(tracking)).toContain(to);
  });

  it('refuses every other move with IllegalTrackingTransition, and accepts a repeated state unchanged', () => {
    for (const from of positions(method)) {
      const tracking = trackingFrom(method, from);
      for (const to of TRACKING_STATES) {
        if (to === tracking.state) {
          expect(advanceTracking(tracking, to)).toEqual(ok(tracking));
        } else if (!isAllowed(from, to)) {
          expect(advanceTracking(tracking, to)).toEqual(
            err({ type: 'IllegalTrackingTransition', from: tracking.state, to }),
          );
          expect(nextTrackingStates(tracking)).not.toContain(to);
        }
      }
    }
  });
});

describe('final states', () => {
  it('lets nothing follow DELIVERED or PICKED', () => {
    expect(nextTrackingStates(at('ADDRESS', 'DELIVERED'))).toEqual([]);
    expect(nextTrackingStates(at('PICKPOINT', 'PICKED'))).toEqual([]);
    expect(advanceTracking(at('ADDRESS', 'DELIVERED'), 'INCIDENCE')).toEqual(
      err({ type: 'IllegalTrackingTransition', from: 'DELIVERED', to: 'INCIDENCE' }),
    );
  });
});

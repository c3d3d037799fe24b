import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { DELIVERY_METHODS } from '../../../../core/domain/shipments/shipment-mode.ts';
import { buildTimeline, type TrackingEvent } from '../../../../core/domain/shipments/tracking-timeline.ts';
import { trackingRouteFor } from '../../../../core/domain/shipments/tracking-route.ts';

const T0 = Date.parse('2026-11-20T10:00:00Z');
const HOUR = 3_600_000;
const event = (state: TrackingEvent['state'], hours: number): TrackingEvent => ({ state, at: T0 + hours * HOUR });

describe('buildTimeline', () => {
  it('shows a shipment with no report yet as processing, the rest upcoming', () => {
    expect(buildTimeline('ADDRESS', []).map((timeline) => timeline.steps)).toEqual(
      ok([
        { state: 'PROCESSING', progress: 'current', at: null },
        { state: 'ON_ROUTE', progress: 'upcoming', at: null },
        { state: 'ON_DELIVERY', progress: 'upcoming', at: null },
        { state: 'DELIVERED', progress: 'upcoming', at: null },
      ]),
    );
  });

  it('marks the steps behind an address shipment done and the reached one current', () => {
    const timeline = buildTimeline('ADDRESS', [event('PROCESSING', 0), event('ON_ROUTE', 5), event('ON_DELIVERY', 20)]);
    expect(timeline.map((each) => each.steps)).toEqual(
      ok([
        { state: 'PROCESSING', progress: 'done', at: T0 },
        { state: 'ON_ROUTE', progress: 'done', at: T0 + 5 * HOUR },
        { state: 'ON_DELIVERY', progress: 'current', at: T0 + 20 * HOUR },
        { state: 'DELIVERED', progress: 'upcoming', at: null },
      ]),
    );
  });

  it('marks every step done once an address shipment is delivered', () => {
    const timeline = buildTimeline('ADDRESS', [event('ON_ROUTE', 1), event('ON_DELIVERY', 2), event('DELIVERED', 3)]);
    expect(timeline.map((each) => each.steps.map((step) => step.progress))).toEqual(
      ok(['done', 'done', 'done', 'done']),
    );
    expect(timeline.map((each) => each.tracking.state)).toEqual(ok('DELIVERED'));
  });

  it('takes a pickup-point shipment through pending to pick to picked', () => {
    const timeline = buildTimeline('PICKPOINT', [event('ON_ROUTE', 1), event('PENDING_TO_PICK', 30)]);
    expect(timeline.map((each) => each.steps)).toEqual(
      ok([
        { state: 'PROCESSING', progress: 'done', at: null },
        { state: 'ON_ROUTE', progress: 'done', at: T0 + HOUR },
        { state: 'PENDING_TO_PICK', progress: 'current', at: T0 + 30 * HOUR },
        { state: 'PICKED', progress: 'upcoming', at: null },
      ]),
    );
  });

  it('shows an open incidence as the current step right after the state it interrupted', () => {
    const timeline = buildTimeline('ADDRESS', [event('ON_ROUTE', 1), event('ON_DELIVERY', 2), event('INCIDENCE', 3)]);
    expect(timeline.map((each) => each.steps)).toEqual(
      ok([
        { state: 'PROCESSING', progress: 'done', at: null },
        { state: 'ON_ROUTE', progress: 'done', at: T0 + HOUR },
        { state: 'ON_DELIVERY', progress: 'done', at: T0 + 2 * HOUR },
        { state: 'INCIDENCE', progress: 'current', at: T0 + 3 * HOUR },
        { state: 'DELIVERED', progress: 'upcoming', at: null },
      ]),
    );
  });

  it('drops a resolved incidence from the steps, going back to the interrupted state', () => {
    const timeline = buildTimeline('ADDRESS', [
      event('ON_ROUTE', 1),
      event('ON_DELIVERY', 2),
      event('INCIDENCE', 3),
      event('ON_DELIVERY', 24),
    ]);
    expect(timeline.map((each) => each.steps)).toEqual(
      ok([
        { state: 'PROCESSING', progress: 'done', at: null },
        { state: 'ON_ROUTE', progress: 'done', at: T0 + HOUR },
        { state: 'ON_DELIVERY', progress: 'current', at: T0 + 24 * HOUR },
        { state: 'DELIVERED', progress: 'upcoming', at: null },
      ]),
    );
  });

  it('orders the reports by time, whatever order they arrive in', () => {
    const inOrder = [event('ON_ROUTE', 1), event('PENDING_TO_PICK', 2), event('PICKED', 3)];
    expect(buildTimeline('PICKPOINT', [...inOrder].reverse())).toEqual(buildTimeline('PICKPOINT', inOrder));
  });

  it('accepts a status the carrier repeats', () => {
    const timeline = buildTimeline('FACTORY_PICKUP', [event('PENDING_TO_PICK', 1), event('PENDING_TO_PICK', 2)]);
    expect(timeline.map((each) => each.steps[1])).toEqual(
      ok({ state: 'PENDING_TO_PICK', progress: 'current', at: T0 + 2 * HOUR }),
    );
  });

  it('refuses a sequence that skips a state', () => {
    expect(buildTimeline('ADDRESS', [event('ON_ROUTE', 1), event('DELIVERED', 2)])).toEqual(
      err({ type: 'IllegalTrackingTransition', from: 'ON_ROUTE', to: 'DELIVERED' }),
    );
  });

  it('refuses a pickup state on an address shipment', () => {
    expect(buildTimeline('ADDRESS', [event('ON_ROUTE', 1), event('PENDING_TO_PICK', 2)])).toEqual(
      err({ type: 'IllegalTrackingTransition', from: 'ON_ROUTE', to: 'PENDING_TO_PICK' }),
    );
  });

  it('has exactly one current step, or none once finished, for any walk along the route', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DELIVERY_METHODS), fc.nat(), fc.boolean(), (method, reach, withIncidence) => {
        const route = trackingRouteFor(method);
        const reached = route.slice(0, (reach % route.length) + 1);
        const last = reached[reached.length - 1];
        const finished = last === route[route.length - 1];
        const states = withIncidence && !finished ? [...reached, 'INCIDENCE' as const] : reached;
        const events = states.map((state, index) => event(state, index));
        const timeline = buildTimeline(method, events)._unsafeUnwrap();
        const progress = timeline.steps.map((step) => step.progress);
        expect(progress.filter((each) => each === 'current')).toHaveLength(finished ? 0 : 1);
        expect(progress.indexOf('upcoming') === -1 || progress.lastIndexOf('done') < progress.indexOf('upcoming')).toBe(
          true,
        );
        expect(timeline.steps.length).toBe(route.length + (states.includes('INCIDENCE') ? 1 : 0));
      }),
    );
  });
});

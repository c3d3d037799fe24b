import { ok, type Result } from 'neverthrow';
import type { DeliveryMethod } from './shipment-mode.ts';
import {
  advanceTracking,
  isTrackingFinished,
  routePosition,
  startTracking,
  type IllegalTrackingTransition,
  type Tracking,
} from './tracking-machine.ts';
import { trackingRouteFor } from './tracking-route.ts';
import type { TrackingState } from './tracking-state.ts';

/** One status report from the carrier; `at` is milliseconds since the Unix epoch. */
export type TrackingEvent = { readonly state: TrackingState; readonly at: number };

export type StepProgress = 'done' | 'current' | 'upcoming';

export type TimelineStep = {
  readonly state: TrackingState;
  readonly progress: StepProgress;
  /** When the shipment last reached this state; null for upcoming steps and an unreported start. */
  readonly at: number | null;
};

export type Timeline = { readonly tracking: Tracking; readonly steps: readonly TimelineStep[] };

type Replay = { readonly tracking: Tracking; readonly reachedAt: ReadonlyMap<TrackingState, number> };

const replay = (
  method: DeliveryMethod,
  events: readonly TrackingEvent[],
): Result<Replay, IllegalTrackingTransition> => {
  // Array sort is stable, so events reported at the same instant keep the carrier's order.
  const ordered = [...events].sort((a, b) => a.at - b.at);
  const start: Result<Replay, IllegalTrackingTransition> = ok({
    tracking: startTracking(method),
    reachedAt: new Map(),
  });
  return ordered.reduce<Result<Replay, IllegalTrackingTransition>>(
    (result, event) =>
      result.andThen(({ tracking, reachedAt }) =>
        advanceTracking(tracking, event.state).map((next) => ({
          tracking: next,
          reachedAt: new Map(reachedAt).set(event.state, event.at),
        })),
      ),
    start,
  );
};

/**
 * The shipment's route as steps to display, each done, current or upcoming. An open incidence is
 * shown as the current step right after the state it interrupted; once the final state is reached
 * every step is done. A sequence the carrier could not have produced is refused.
 */
export const buildTimeline = (
  method: DeliveryMethod,
  events: readonly TrackingEvent[],
): Result<Timeline, IllegalTrackingTransition> =>
  replay(method, events).map(({ tracking, reachedAt }) => {
    const route = trackingRouteFor(method);
    const position = route.indexOf(routePosition(tracking));
    const finished = isTrackingFinished(tracking);
    const reached = (state: TrackingState): number | null => reachedAt.get(state) ?? null;
    const steps = route.flatMap((state, index): TimelineStep[] => {
      if (index > position) return [{ state, progress: 'upcoming', at: null }];
      const at = reached(state);
      if (index < position || finished) return [{ state, progress: 'done', at }];
      if (tracking.state !== 'INCIDENCE') return [{ state, progress: 'current', at }];
      return [
        { state, progress: 'done', at },
        { state: 'INCIDENCE', progress: 'current', at: reached('INCIDENCE') },
      ];
    });
    return { tracking, steps };
  });

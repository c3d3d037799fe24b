import {
  BUILD_POLL_INTERVAL_MS,
  navigationKind,
  onLatestBuild,
  onPollDue,
  onVisible,
  startBuildWatch,
  type BuildWatchStep,
  type NavigationKind,
} from '../../domain/site/build-watch.ts';
import type { BuildManifest, PageVisibility, Ticker } from './live-build.port.ts';

export type LiveBuildDeps = {
  readonly manifest: BuildManifest;
  readonly visibility: PageVisibility;
  readonly ticker: Ticker;
};

export type LiveBuild = {
  /** Starts polling builds/latest.json; returns the stop. */
  readonly watch: () => () => void;
  /** 'document' once another build is live: the next navigation is a full page load, never one by itself. */
  readonly navigationKind: () => NavigationKind;
};

/**
 * Notices a new deployment while the page stays open (spec 7): builds/latest.json every `intervalMs`, not
 * while the tab is hidden, failures silent. A page that does not know its own build (development) never polls.
 */
export const liveBuild = (
  deps: LiveBuildDeps,
  ownBuildId: string | null,
  intervalMs: number = BUILD_POLL_INTERVAL_MS,
): LiveBuild => {
  if (ownBuildId === null) return { watch: () => () => undefined, navigationKind: () => 'client' };
  let state = startBuildWatch(ownBuildId);
  let asking = false;

  const step = ({ watch, poll }: BuildWatchStep) => {
    state = watch;
    if (!poll || asking) return;
    asking = true;
    void deps.manifest.latest().match(
      (latest) => {
        state = onLatestBuild(state, latest.id);
        asking = false;
      },
      () => {
        asking = false;
      },
    );
  };

  return {
    watch: () => {
      const stopTicking = deps.ticker.every(intervalMs, () => step(onPollDue(state, deps.visibility.isVisible())));
      const stopWatching = deps.visibility.onVisible(() => step(onVisible(state)));
      return () => {
        stopTicking();
        stopWatching();
      };
    },
    navigationKind: () => navigationKind(state),
  };
};

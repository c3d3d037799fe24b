/** How often an open page asks for the latest build (spec 7: builds/latest.json, "a fixed interval"). */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;

/** What the running page knows of the deployment: its own build, and whether a different one has gone live. */
export type BuildWatch = {
  readonly ownBuildId: string;
  /** A different build answered builds/latest.json: the next navigation loads its page afresh. */
  readonly stale: boolean;
  /** A poll came due while the tab was hidden; it is made as soon as the tab shows again. */
  readonly pollMissed: boolean;
};

export type BuildWatchStep = { readonly watch: BuildWatch; readonly poll: boolean };

/** How the next navigation goes: inside the running app, or as a full page load of the new build. */
export type NavigationKind = 'client' | 'document';

export const startBuildWatch = (ownBuildId: string): BuildWatch => ({ ownBuildId, stale: false, pollMissed: false });

/** A poll is due: made only while the tab is visible, and never again once a new build is known. */
export const onPollDue = (watch: BuildWatch, visible: boolean): BuildWatchStep => {
  if (watch.stale) return { watch, poll: false };
  return visible
    ? { watch: { ...watch, pollMissed: false }, poll: true }
    : { watch: { ...watch, pollMissed: true }, poll: false };
};

/** The tab shows again: a poll skipped while it was hidden is made now. */
export const onVisible = (watch: BuildWatch): BuildWatchStep =>
  watch.pollMissed ? onPollDue(watch, true) : { watch, poll: false };

/**
 * builds/latest.json answered. Any other id is a new deployment, even an older timestamp (a rollback): the
 * running bundle no longer matches what the server serves.
 */
export const onLatestBuild = (watch: BuildWatch, latestId: string): BuildWatch =>
  latestId === watch.ownBuildId ? watch : { ...watch, stale: true };

export const navigationKind = (watch: BuildWatch): NavigationKind => (watch.stale ? 'document' : 'client');

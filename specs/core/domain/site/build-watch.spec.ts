import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUILD_POLL_INTERVAL_MS,
  navigationKind,
  onLatestBuild,
  onPollDue,
  onVisible,
  startBuildWatch,
  type BuildWatch,
} from '../../../../core/domain/site/build-watch.ts';

const fresh = startBuildWatch('build-a');

describe('watching for a new build (spec 7: builds/latest.json, polled at a fixed interval)', () => {
  it('polls every five minutes', () => {
    expect(BUILD_POLL_INTERVAL_MS).toBe(300_000);
  });

  it('starts on its own build, navigating inside the app', () => {
    expect(fresh).toEqual({ ownBuildId: 'build-a', stale: false, pollMissed: false });
    expect(navigationKind(fresh)).toBe('client');
  });

  it('polls when due while the tab is visible', () => {
    expect(onPollDue(fresh, true)).toEqual({ watch: fresh, poll: true });
  });

  it('skips a poll while the tab is hidden, and makes it when the tab shows again', () => {
    const hidden = onPollDue(fresh, false);
    expect(hidden).toEqual({ watch: { ...fresh, pollMissed: true }, poll: false });
    expect(onVisible(hidden.watch)).toEqual({ watch: fresh, poll: true });
  });

  it('does not poll on showing again when no poll was missed', () => {
    expect(onVisible(fresh)).toEqual({ watch: fresh, poll: false });
  });

  it('keeps the client navigation while latest.json names its own build', () => {
    expect(onLatestBuild(fresh, 'build-a')).toBe(fresh);
  });

  it('turns the next navigation into a full page load once another build is live, even an older one', () => {
    const stale = onLatestBuild(fresh, 'build-0-rollback');
    expect(stale.stale).toBe(true);
    expect(navigationKind(stale)).toBe('document');
    // Known stale: no more polls, whatever the tab does.
    expect(onPollDue(stale, true)).toEqual({ watch: stale, poll: false });
    expect(onVisible({ ...stale, pollMissed: true }).poll).toBe(false);
    expect(onLatestBuild(stale, 'build-a').stale).toBe(true);
  });

  it('never becomes stale from its own id, whatever the sequence of polls and visibility changes', () => {
    const event = fc.oneof(
      fc.record({ kind: fc.constant('due' as const), visible: fc.boolean() }),
      fc.record({ kind: fc.constant('visible' as const) }),
    );
    fc.assert(
      fc.property(fc.array(event), (events) => {
        const end = events.reduce<BuildWatch>((watch, e) => {
          const step = e.kind === 'due' ? onPollDue(watch, e.visible) : onVisible(watch);
          return step.poll ? onLatestBuild(step.watch, 'build-a') : step.watch;
        }, fresh);
        expect(navigationKind(end)).toBe('client');
      }),
    );
  });
});

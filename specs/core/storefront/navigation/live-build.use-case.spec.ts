import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import { BUILD_POLL_INTERVAL_MS } from '../../../../core/domain/site/build-watch.ts';
import type { BuildManifest } from '../../../../core/storefront/navigation/live-build.port.ts';
import { liveBuild } from '../../../../core/storefront/navigation/live-build.use-case.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A ticker, a tab and a manifest the spec drives by hand. */
const harness = (answers: readonly (string | 'fail')[]) => {
  const tab = { visible: true, onVisible: undefined as (() => void) | undefined };
  const ticker = { intervalMs: 0, tick: undefined as (() => void) | undefined, stopped: false };
  let asked = 0;
  const manifest: BuildManifest = {
    latest: () => {
      const answer = answers[Math.min(asked, answers.length - 1)]!;
      asked += 1;
      return answer === 'fail'
        ? errAsync(apiRequestFailed('/builds/latest.json'))
        : okAsync({ id: answer, timestamp: 1 });
    },
  };
  const deps = {
    manifest,
    visibility: {
      isVisible: () => tab.visible,
      onVisible: (listener: () => void) => {
        tab.onVisible = listener;
        return () => {
          tab.onVisible = undefined;
        };
      },
    },
    ticker: {
      every: (intervalMs: number, tick: () => void) => {
        Object.assign(ticker, { intervalMs, tick, stopped: false });
        return () => {
          ticker.stopped = true;
        };
      },
    },
  };
  return { deps, tab, ticker, asked: () => asked };
};

describe('liveBuild (spec 7: a new build is noticed while the page stays open)', () => {
  it('polls at the fixed interval and keeps client navigation while the build is the same', async () => {
    const { deps, ticker, asked } = harness(['build-a']);
    const live = liveBuild(deps, 'build-a');
    live.watch();
    expect(ticker.intervalMs).toBe(BUILD_POLL_INTERVAL_MS);
    ticker.tick!();
    await settle();
    expect(asked()).toBe(1);
    expect(live.navigationKind()).toBe('client');
  });

  it('makes the next navigation a full page load once another build answers, and stops asking', async () => {
    const { deps, ticker, asked } = harness(['build-b']);
    const live = liveBuild(deps, 'build-a', 1000);
    live.watch();
    expect(ticker.intervalMs).toBe(1000);
    expect(live.navigationKind()).toBe('client');
    ticker.tick!();
    await settle();
    expect(live.navigationKind()).toBe('document');
    ticker.tick!();
    await settle();
    expect(asked()).toBe(1);
  });

  it('skips polls while the tab is hidden and makes one when it shows again', async () => {
    const { deps, tab, ticker, asked } = harness(['build-b']);
    const live = liveBuild(deps, 'build-a');
    live.watch();
    tab.visible = false;
    ticker.tick!();
    ticker.tick!();
    await settle();
    expect(asked()).toBe(0);
    tab.visible = true;
    tab.onVisible!();
    await settle();
    expect(asked()).toBe(1);
    expect(live.navigationKind()).toBe('document');
    tab.onVisible!();
    await settle();
    expect(asked()).toBe(1);
  });

  it('is silent about failures and tries again at the next interval', async () => {
    const { deps, ticker, asked } = harness(['fail', 'build-b']);
    const live = liveBuild(deps, 'build-a');
    live.watch();
    ticker.tick!();
    await settle();
    expect(live.navigationKind()).toBe('client');
    ticker.tick!();
    await settle();
    expect(asked()).toBe(2);
    expect(live.navigationKind()).toBe('document');
  });

  it('asks once at a time', async () => {
    const { deps, ticker, asked } = harness(['build-a']);
    liveBuild(deps, 'build-a').watch();
    ticker.tick!();
    ticker.tick!();
    await settle();
    expect(asked()).toBe(1);
  });

  it('stops the timer and the visibility listener', () => {
    const { deps, tab, ticker } = harness(['build-a']);
    const stop = liveBuild(deps, 'build-a').watch();
    stop();
    expect(ticker.stopped).toBe(true);
    expect(tab.onVisible).toBeUndefined();
  });

  it('never polls on a page that does not know its build', () => {
    const { deps, ticker } = harness(['build-b']);
    const live = liveBuild(deps, null);
    live.watch()();
    expect(ticker.tick).toBeUndefined();
    expect(live.navigationKind()).toBe('client');
  });
});

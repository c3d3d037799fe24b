import { errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CookiePolicy } from '../../../../core/protocol/cookie-policy.ts';
import type { PickedFile, UploadProgress } from '../../../../core/storefront/media/file-uploader.port.ts';
import {
  platformUseCasesOf,
  type PlatformPorts,
  type PlatformUseCases,
} from '../../../../core/storefront/platform/platform-use-cases.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const BODY = '<path d="M0 0h24v24H0z"/>';

/** A browser the spec drives by hand: a ticker, a tab, a window, a cookie jar, icon sources and an uploader. */
const aBrowser = (ownBuildId: string | null, latestBuildId = 'build-b') => {
  const ticker = { tick: undefined as (() => void) | undefined, ticking: false };
  const window = { width: 390, onResize: undefined as (() => void) | undefined };
  const cookies: [string, string][] = [];
  const uploads: [PickedFile<string>, Readonly<Record<string, string>>][] = [];
  const upload: PlatformUseCases<string>['upload'] = (file, fields, onProgress) => {
    uploads.push([file, fields]);
    onProgress({ loaded: file.bytes, total: file.bytes });
    return okAsync({ id: 'up-1', kind: 'image' });
  };
  const ports: PlatformPorts<string> = {
    ownBuildId,
    manifest: { latest: () => okAsync({ id: latestBuildId, timestamp: 1 }) },
    visibility: { isVisible: () => true, onVisible: () => () => undefined },
    ticker: {
      every: (_intervalMs, tick) => {
        Object.assign(ticker, { tick, ticking: true });
        return () => {
          ticker.ticking = false;
        };
      },
    },
    viewport: {
      width: () => window.width,
      onResize: (listener) => {
        window.onResize = listener;
        return () => {
          window.onResize = undefined;
        };
      },
    },
    cookies: {
      read: () => undefined,
      write: (policy: CookiePolicy, value) => cookies.push([policy.name, value]),
    },
    icons: {
      primary: {
        iconSet: (prefix, names) =>
          okAsync({ prefix, icons: Object.fromEntries(names.map((n) => [n, { body: BODY }])) }),
      },
      fallback: { iconSet: () => errAsync({ type: 'IconsUnavailable' }) },
    },
    sessionWrites: () => 3,
    upload,
  };
  return { platform: platformUseCasesOf(ports), ticker, window, cookies, uploads };
};

describe('platformUseCasesOf', () => {
  it("tells the session's writes as its ports count them", () => {
    expect(aBrowser('build-a').platform.sessionWrites()).toBe(3);
  });

  it('watches the given manifest on the given ticker: once another build is live, navigation loads the page', async () => {
    const { platform, ticker } = aBrowser('build-a');
    const stop = platform.liveBuild.watch();
    expect(platform.liveBuild.navigationKind()).toBe('client');
    ticker.tick!();
    await settle();
    expect(platform.liveBuild.navigationKind()).toBe('document');
    stop();
    expect(ticker.ticking).toBe(false);
  });

  it('never polls from a page that does not know its own build', () => {
    const { platform, ticker } = aBrowser(null);
    platform.liveBuild.watch();
    expect(ticker.ticking).toBe(false);
    expect(platform.liveBuild.navigationKind()).toBe('client');
  });

  it("keeps the viewport cookie on the given window's breakpoint until stopped", () => {
    const { platform, window, cookies } = aBrowser(null);
    const stop = platform.watchViewport();
    window.width = 1200;
    window.onResize!();
    expect(cookies).toEqual([
      ['viewport', 'mobileMedium'],
      ['viewport', 'desktop'],
    ]);
    stop();
    expect(window.onResize).toBeUndefined();
  });

  it('loads icons from the given sources', async () => {
    const { platform } = aBrowser(null);
    expect(await platform.loadIcon('mdi:cart')).toEqual(ok({ body: BODY, left: 0, top: 0, width: 16, height: 16 }));
  });

  it('uploads through the given upload', async () => {
    const { platform, uploads } = aBrowser(null);
    const file = { fileName: 'cat.png', declaredType: 'image/png', bytes: 2048, content: 'png bytes' };
    const progress: UploadProgress[] = [];
    const sent = await platform.upload(file, { kind: 'photo' }, (report) => progress.push(report));
    expect(sent).toEqual(ok({ id: 'up-1', kind: 'image' }));
    expect(uploads).toEqual([[file, { kind: 'photo' }]]);
    expect(progress).toEqual([{ loaded: 2048, total: 2048 }]);
  });
});

import { describe, expect, it } from 'vitest';
import type { CookiePolicy } from '../../../../core/protocol/cookie-policy.ts';
import { watchViewport } from '../../../../core/storefront/site/remember-viewport.use-case.ts';

const setUp = (width: number, stored?: string) => {
  const window = { width, onResize: undefined as (() => void) | undefined, unsubscribed: false };
  const jar = new Map<string, string>(stored === undefined ? [] : [['viewport', stored]]);
  const writes: [CookiePolicy, string][] = [];
  const watch = watchViewport({
    viewport: {
      width: () => window.width,
      onResize: (listener) => {
        window.onResize = listener;
        return () => {
          window.unsubscribed = true;
        };
      },
    },
    cookies: {
      read: (name) => jar.get(name),
      write: (policy, value) => {
        writes.push([policy, value]);
        jar.set(policy.name, value);
      },
    },
  });
  return { window, writes, watch };
};

describe('watchViewport (spec 9: the viewport cookie)', () => {
  it('writes the breakpoint name on start, with the viewport policy', () => {
    const { writes, watch } = setUp(390);
    watch();
    expect(writes).toEqual([
      [expect.objectContaining({ name: 'viewport', sameSite: 'Strict', maxAgeSeconds: 31_536_000 }), 'mobileMedium'],
    ]);
  });

  it('leaves a cookie that already names the breakpoint alone', () => {
    const { writes, watch } = setUp(1100, 'desktop');
    watch();
    expect(writes).toEqual([]);
  });

  it('writes again only when a resize crosses a breakpoint', () => {
    const { window, writes, watch } = setUp(1100);
    const stop = watch();
    window.width = 1200;
    window.onResize!();
    window.width = 700;
    window.onResize!();
    expect(writes.map(([, value]) => value)).toEqual(['desktop', 'mobileWide']);
    stop();
    expect(window.unsubscribed).toBe(true);
  });
});

import { VIEWPORT_COOKIE, viewportToStore } from '../../domain/site/viewport.ts';
import type { BrowserCookies, ViewportSize } from './viewport.port.ts';

/**
 * Keeps the `viewport` cookie (spec 9) on the window's breakpoint: written on start and whenever a resize
 * crosses a breakpoint, so the server can pick image sizes for the next page. Returns the stop.
 */
export const watchViewport =
  ({ viewport, cookies }: { readonly viewport: ViewportSize; readonly cookies: BrowserCookies }) =>
  (): (() => void) => {
    const remember = () => {
      const breakpoint = viewportToStore(viewport.width(), cookies.read(VIEWPORT_COOKIE.name));
      if (breakpoint !== undefined) cookies.write(VIEWPORT_COOKIE, breakpoint);
    };
    remember();
    return viewport.onResize(remember);
  };

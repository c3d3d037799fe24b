import type { ViewportSize } from '../../core/storefront/site/viewport.port.ts';

type ViewportWindow = Pick<Window, 'innerWidth' | 'addEventListener' | 'removeEventListener'>;

/** The layout viewport's width, the one CSS media queries (and so the breakpoints) are about. */
export const windowViewportSize = (win: ViewportWindow): ViewportSize => ({
  width: () => win.innerWidth,
  onResize: (listener) => {
    win.addEventListener('resize', listener, { passive: true });
    return () => win.removeEventListener('resize', listener);
  },
});

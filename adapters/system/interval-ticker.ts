import type { Ticker } from '../../core/storefront/navigation/live-build.port.ts';

/** setInterval, stopped by clearInterval. */
export const intervalTicker: Ticker = {
  every: (intervalMs, tick) => {
    const timer = setInterval(tick, intervalMs);
    return () => clearInterval(timer);
  },
};

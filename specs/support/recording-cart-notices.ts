import type { CartChangeNotices } from '../../core/storefront/carts/cart-change-notices.port.ts';

/** CartChangeNotices in memory: counts what this tab announced, and plays notices from "another tab" on demand. */
export const recordingCartNotices = () => {
  const listeners = new Set<() => void>();
  let announced = 0;
  const notices: CartChangeNotices = {
    announce: () => {
      announced += 1;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    notices,
    announced: () => announced,
    /** A notice from another tab. */
    fromAnotherTab: () => {
      for (const listener of [...listeners]) listener();
    },
    listening: () => listeners.size,
  };
};

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in server HTML and during hydration, true once React owns the page: controls that need JS wait for it. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

import type { NotFoundScreen as Screen } from './not-found-screen.tsx';

let loaded: typeof Screen | undefined;
let loading: Promise<void> | undefined;

/**
 * The 404 screen (search, suggestions, contact) arrives in its own chunk, only for a path that is not found: the
 * page opener awaits it as it awaits a page's code, so it is there before the screen renders.
 */
export const loadNotFoundScreen = (): Promise<void> =>
  (loading ??= import('./not-found-screen.tsx').then(
    (module) => void (loaded = module.NotFoundScreen),
    (error: unknown) => {
      // A chunk that failed to arrive (offline, a new deployment) may be asked for again.
      loading = undefined;
      throw error;
    },
  ));

export const LazyNotFoundScreen = ({ path }: { readonly path: string }) => {
  if (!loaded) throw new Error('The 404 screen rendered before its code was loaded');
  const NotFoundScreen = loaded;
  return <NotFoundScreen path={path} />;
};

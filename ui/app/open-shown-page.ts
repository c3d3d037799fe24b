import { routeOf } from '../../core/domain/routing/route-match.ts';
import type { PageRedirect, PageView } from '../../core/storefront/navigation/page-outcome.ts';
import { loadPage } from './page-components.tsx';
import { loadNotFoundScreen } from '../pages/error/lazy-not-found-screen.tsx';
import type { UiUseCases } from './use-cases.tsx';

/** What the screen shows for a URL: a page with its data and code, or the error screen. */
export type ShownPage = PageView | { readonly kind: 'error'; readonly status: number; readonly message: string };

export type PageOpening = ShownPage | PageRedirect;

/** A page whose route forces server rendering (the constructor) is never opened in the app: the browser loads it. */
export const forcesFullLoad = (url: URL): boolean =>
  routeOf(url.pathname, Object.fromEntries(url.searchParams))?.guards.includes('force-ssr') ?? false;

/** The page a path most likely opens, so its code loads while its data does; guards may still send elsewhere. */
export const preloadPageFor = (url: URL): Promise<void> => {
  const route = routeOf(url.pathname, Object.fromEntries(url.searchParams));
  return route === undefined ? Promise.resolve() : loadPage(route.name).catch(() => undefined);
};

/**
 * Every page goes through the core's openPage (route table, guards, the page's data), then its code is loaded,
 * on the server and in the browser alike. A page whose code cannot load rejects: the caller decides.
 */
export const openShownPage = async (useCases: UiUseCases, url: URL): Promise<PageOpening> => {
  const [outcome] = await Promise.all([useCases.openPage(url.pathname, url.search), preloadPageFor(url)]);
  // The shop did not answer: the error catalogue's fatal 500.
  if (outcome.isErr()) return { kind: 'error', status: 500, message: outcome.error.message };
  if (outcome.value.kind === 'page') await loadPage(outcome.value.routeName);
  else if (outcome.value.kind === 'error' && outcome.value.status === 404) await loadNotFoundScreen();
  return outcome.value;
};

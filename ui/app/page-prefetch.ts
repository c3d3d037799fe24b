import { isPrefetchUsable, type PrefetchMoment } from '../../core/storefront/navigation/prefetch-policy.ts';
import { forcesFullLoad, openShownPage, type PageOpening } from './open-shown-page.ts';
import type { UiUseCases } from './use-cases.tsx';

type Kept = Map<string, { readonly opened: PrefetchMoment; readonly opening: Promise<PageOpening> }>;

// Kept per app, by its page opener: providers below the navigator wrap the use cases in new objects (the cart
// count does), but the opener is the same function, so a hover and the click that follows meet.
const keptByApp = new WeakMap<UiUseCases['openPage'], Kept>();

const keptFor = (useCases: UiUseCases): Kept => {
  let kept = keptByApp.get(useCases.openPage);
  if (kept === undefined) {
    kept = new Map();
    keptByApp.set(useCases.openPage, kept);
  }
  return kept;
};

const keyOf = (url: URL) => url.pathname + url.search;

const momentOf = (useCases: UiUseCases): PrefetchMoment => ({
  at: Date.now(),
  writes: useCases.platform.sessionWrites(),
});

/** Opens a page ahead of the click that will probably follow, so that click fetches nothing more. */
export const prefetchShownPage = (useCases: UiUseCases, url: URL): void => {
  // A page the browser will load afresh gains nothing from being opened in the app.
  if (forcesFullLoad(url)) return;
  const kept = keptFor(useCases);
  const key = keyOf(url);
  const before = kept.get(key);
  if (before !== undefined && isPrefetchUsable(before.opened, momentOf(useCases))) return;
  const opened = momentOf(useCases);
  const opening = openShownPage(useCases, url);
  // A prefetch that fails is simply not used; the navigation opens the page itself.
  opening.catch(() => kept.delete(key));
  kept.set(key, { opened, opening });
};

/** The page opened ahead for this URL, once, unless the session wrote since: a later visit opens it afresh. */
export const takePrefetchedPage = (useCases: UiUseCases, url: URL): Promise<PageOpening> | null => {
  const kept = keptFor(useCases);
  const key = keyOf(url);
  const entry = kept.get(key);
  kept.delete(key);
  return entry !== undefined && isPrefetchUsable(entry.opened, momentOf(useCases)) ? entry.opening : null;
};

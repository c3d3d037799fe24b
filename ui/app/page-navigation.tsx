import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigationType, type Location } from 'react-router';
import { loadPageTexts } from './i18n.ts';
import { forcesFullLoad, openShownPage, type ShownPage } from './open-shown-page.ts';
import { takePrefetchedPage } from './page-prefetch.ts';
import { useUseCases } from './use-cases.tsx';
import { useI18nInstance } from './use-texts.ts';

export type PageNavigation = {
  /** The page on screen; it stays while the next one loads. */
  readonly shown: ShownPage;
  /** The location of the page on screen: the address bar moves first, this follows with the page. */
  readonly location: Location;
  /** True from a navigation's start until its page is on screen. */
  readonly pending: boolean;
};

const PageNavigationContext = createContext<PageNavigation | null>(null);

/** Opens a shop path as a client-side navigation; a link to the address bar's own location replaces it. */
export type GoTo = (to: string) => void;

const GoToContext = createContext<GoTo | null>(null);

/** How shop links navigate; null outside a navigator, where a link is left to the browser. */
export const useGoTo = (): GoTo | null => useContext(GoToContext);

/**
 * Use this, not React Router's useLocation, for what belongs to the page on screen (links, page events);
 * a component shown on its own, outside the navigator, reads the router's.
 */
export const useShownLocation = (): Location => {
  const routerLocation = useLocation();
  return useContext(PageNavigationContext)?.location ?? routerLocation;
};

export const usePageNavigation = (): PageNavigation => {
  const navigation = useContext(PageNavigationContext);
  if (!navigation) throw new Error('usePageNavigation needs a PageNavigator above it');
  return navigation;
};

/**
 * React Router keeps the history; the core decides what each location shows. The first page comes rendered from
 * the server; each later location opens through the same use case, and the latest navigation wins.
 */
export const PageNavigator = ({ initial, children }: { initial: ShownPage; children: ReactNode }) => {
  const useCases = useUseCases();
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  // The instance alone: react-i18next's useTranslation weighs on every page's first load.
  const i18n = useI18nInstance();
  // The location whose page is on screen: the server's at first, then each one opened.
  const shownAt = useRef(location);
  const [navigation, setNavigation] = useState<PageNavigation>({ shown: initial, location, pending: false });
  const goTo = useCallback<GoTo>(
    (to) => void navigate(to, { replace: to === window.location.pathname + window.location.search }),
    [navigate],
  );

  useEffect(() => {
    if (location.key === shownAt.current.key) {
      // Back at the page on screen before the one being opened arrived: nothing is loading any more.
      setNavigation((before) => (before.pending ? { ...before, pending: false } : before));
      return;
    }
    const url = new URL(location.pathname + location.search, window.location.origin);
    // Once a new build is live the running bundle is the old one: the page loads afresh, never by itself.
    if (useCases.platform.liveBuild.navigationKind() === 'document' || forcesFullLoad(url)) {
      window.location.assign(url.href);
      return;
    }
    let current = true;
    setNavigation((before) => ({ ...before, pending: true }));
    (takePrefetchedPage(useCases, url) ?? openShownPage(useCases, url))
      .then(async (opened) => {
        if (opened.kind === 'page') await loadPageTexts(i18n, opened.routeName, opened.locale);
        return opened;
      })
      .then(
        (opened) => {
          if (!current) return;
          if (opened.kind === 'redirect') {
            void navigate(opened.to, { replace: true });
            return;
          }
          // The guards asked for server rendering: the browser loads the page afresh.
          if (opened.kind === 'page' && opened.forceSsr) {
            window.location.assign(url.href);
            return;
          }
          const before = shownAt.current;
          shownAt.current = location;
          setNavigation({ shown: opened, location, pending: false });
          // A new page starts at its top; going back or changing a list's query keeps the reader's place.
          if (navigationType !== 'POP' && location.pathname !== before.pathname && !location.hash)
            window.scrollTo(0, 0);
        },
        // The page's code did not arrive (offline, or a new deployment replaced it): load the page afresh.
        () => {
          if (current) window.location.assign(url.href);
        },
      );
    return () => {
      current = false;
    };
  }, [location, navigate, navigationType, useCases, i18n]);

  return (
    <PageNavigationContext.Provider value={navigation}>
      <GoToContext.Provider value={goTo}>{children}</GoToContext.Provider>
    </PageNavigationContext.Provider>
  );
};

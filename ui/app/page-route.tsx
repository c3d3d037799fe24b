import { useEffect } from 'react';
import { useTexts } from './use-texts.ts';
import { useLocation } from 'react-router';
import { loadingShapeOf } from '../../core/storefront/navigation/loading-shape.ts';
import type { PageView } from '../../core/storefront/navigation/page-outcome.ts';
import { LAYOUT_COMPONENTS } from '../layouts/layout-components.tsx';
import { namespacesFor } from './i18n.ts';
import { renderPage } from './page-components.tsx';
import { pageHeadInput } from './page-head.ts';
import { NavigationProgress } from '../components/navigation/navigation-progress.tsx';
import { usePrefetchOnIntent } from '../components/navigation/use-prefetch.ts';
import { PageSkeleton } from '../components/navigation/page-skeleton.tsx';
import { useDelayed } from './use-delayed.ts';
import { usePageNavigation } from './page-navigation.tsx';

/** A next page that arrives within this time replaces the current one directly, with no skeleton in between. */
const SKELETON_DELAY_MS = 200;

/** Where a client-side navigation is going while its page data loads; null when none is. */
const useLoadingTarget = () => {
  const { pending } = usePageNavigation();
  // While a navigation is pending, the address bar already shows where it goes.
  const target = useLocation();
  const late = useDelayed(pending, SKELETON_DELAY_MS);
  if (!late || !pending) return null;
  return loadingShapeOf(target.pathname, Object.fromEntries(new URLSearchParams(target.search)));
};

/** Client-side navigation may change the language (a /fr/… link): texts and <html lang> follow the page. */
const usePageLanguage = (page: PageView) => {
  const { i18n } = useTexts();
  useEffect(() => {
    void i18n.loadNamespaces(namespacesFor(page.routeName));
    if (i18n.language !== page.locale) void i18n.changeLanguage(page.locale);
    document.documentElement.lang = page.locale;
  }, [i18n, page.locale, page.routeName]);
};

/** Client-side navigation keeps the tab's title in step with the page, as the server's head set it. */
const usePageTitle = (page: PageView) => {
  const { t } = useTexts();
  useEffect(() => {
    // A page is shown once its texts are loaded (loadPageTexts), so its title is known as it appears.
    document.title = pageHeadInput(page, t, window.location.origin, window.location.pathname).title;
  }, [page, t]);
};

export const PageRoute = ({ page }: { page: PageView }) => {
  usePageLanguage(page);
  usePageTitle(page);
  usePrefetchOnIntent();
  const loading = useLoadingTarget();
  const Layout = LAYOUT_COMPONENTS[page.layout];
  return (
    <>
      <NavigationProgress />
      <Layout page={page}>{loading === null ? renderPage(page) : <PageSkeleton shape={loading} />}</Layout>
    </>
  );
};

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageView } from '../../core/storefront/navigation/page-outcome.ts';
import { LAYOUT_COMPONENTS } from '../layouts/layout-components.tsx';
import { namespacesFor } from './i18n.ts';
import { renderPage } from './page-components.tsx';
import { pageHeadInput } from './page-head.ts';
import { NavigationProgress } from '../components/navigation/navigation-progress.tsx';
import { usePrefetchOnIntent } from '../components/navigation/use-prefetch.ts';

/** Client-side navigation may change the language (a /fr/… link): texts and <html lang> follow the page. */
const usePageLanguage = (page: PageView) => {
  const { i18n } = useTranslation();
  useEffect(() => {
    void i18n.loadNamespaces(namespacesFor(page.routeName));
    if (i18n.language !== page.locale) void i18n.changeLanguage(page.locale);
    document.documentElement.lang = page.locale;
  }, [i18n, page.locale, page.routeName]);
};

/** Client-side navigation keeps the tab's title in step with the page, as the server's head set it. */
const usePageTitle = (page: PageView) => {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    // The page's namespace may still be loading after a client-side navigation: title it once it is there.
    void i18n.loadNamespaces(namespacesFor(page.routeName)).then(() => {
      document.title = pageHeadInput(page, t, window.location.origin, window.location.pathname).title;
    });
  }, [page, t, i18n]);
};

export const PageRoute = ({ page }: { page: PageView }) => {
  usePageLanguage(page);
  usePageTitle(page);
  usePrefetchOnIntent();
  const Layout = LAYOUT_COMPONENTS[page.layout];
  return (
    <>
      <NavigationProgress />
      <Layout>{renderPage(page)}</Layout>
    </>
  );
};

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { PageView } from '../../core/storefront/navigation/page-outcome.ts';
import { LAYOUT_COMPONENTS } from '../layouts/layout-components.tsx';
import { namespacesFor } from './i18n.ts';
import { renderPage } from './page-components.tsx';

/** Client-side navigation may change the language (a /fr/… link): texts and <html lang> follow the page. */
const usePageLanguage = (page: PageView) => {
  const { i18n } = useTranslation();
  useEffect(() => {
    void i18n.loadNamespaces(namespacesFor(page.routeName));
    if (i18n.language !== page.locale) void i18n.changeLanguage(page.locale);
    document.documentElement.lang = page.locale;
  }, [i18n, page.locale, page.routeName]);
};

export const PageRoute = () => {
  const page = useLoaderData() as PageView;
  usePageLanguage(page);
  const Layout = LAYOUT_COMPONENTS[page.layout];
  return <Layout>{renderPage(page)}</Layout>;
};

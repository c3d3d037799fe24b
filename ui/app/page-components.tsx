import type { ReactNode } from 'react';
import type { PageRouteName, PageView } from '../../core/storefront/navigation/page-outcome.ts';
import { HomePage } from '../pages/home/home-page.tsx';

type PageOf<R extends PageRouteName> = Extract<PageView, { readonly routeName: R }>;

/** The component of each page this storefront has, given what its loader opened: one line per route. */
export const PAGE_COMPONENTS: { readonly [R in PageRouteName]: (page: PageOf<R>) => ReactNode } = {
  home: (page) => <HomePage home={page.data} />,
};

export const renderPage = (page: PageView): ReactNode =>
  (PAGE_COMPONENTS[page.routeName] as (page: PageView) => ReactNode)(page);

import type { ReactNode } from 'react';
import type { PageRouteName, PageView } from '../../core/storefront/navigation/page-outcome.ts';

type PageOf<R extends PageRouteName> = Extract<PageView, { readonly routeName: R }>;
type PageRender<R extends PageRouteName> = (page: PageOf<R>) => ReactNode;

/**
 * A page's code arrives in its own chunk, so the first load carries one page rather than all of them;
 * the page loader awaits `load` before the page renders, so rendering never waits.
 */
type LazyPage<R extends PageRouteName> = {
  /** The page module's path from the project root: the build manifest's key for its chunk. */
  readonly source: string;
  readonly load: () => Promise<void>;
  readonly render: PageRender<R>;
};

const lazyPage = <R extends PageRouteName, M>(
  source: string,
  importModule: () => Promise<M>,
  renderWith: (module: M) => PageRender<R>,
): LazyPage<R> => {
  let loaded: PageRender<R> | undefined;
  let loading: Promise<void> | undefined;
  return {
    source,
    load: () =>
      (loading ??= importModule().then(
        (module) => void (loaded = renderWith(module)),
        (error: unknown) => {
          // A chunk that failed to arrive (offline, a new deployment) may be asked for again.
          loading = undefined;
          throw error;
        },
      )),
    render: (page) => {
      if (!loaded) throw new Error(`The ${page.routeName} page rendered before its code was loaded`);
      return loaded(page);
    },
  };
};

/** The component of each page this storefront has, given what its loader opened: one line per route. */
const PAGES: { readonly [R in PageRouteName]: LazyPage<R> } = {
  cart: lazyPage(
    'ui/pages/cart/cart-page.tsx',
    () => import('../pages/cart/cart-page.tsx'),
    (m) => (page) => <m.CartPage data={page.data} />,
  ),
  checkout: lazyPage(
    'ui/pages/checkout/checkout-page.tsx',
    () => import('../pages/checkout/checkout-page.tsx'),
    (m) => (page) => <m.CheckoutPage data={page.data} />,
  ),
  'order-completed': lazyPage(
    'ui/pages/order-completed/order-completed-page.tsx',
    () => import('../pages/order-completed/order-completed-page.tsx'),
    (m) => (page) => <m.OrderCompletedPage data={page.data} />,
  ),
  tracking: lazyPage(
    'ui/pages/tracking/tracking-page.tsx',
    () => import('../pages/tracking/tracking-page.tsx'),
    (m) => (page) => <m.TrackingPage data={page.data} />,
  ),
  'tracking-detail': lazyPage(
    'ui/pages/tracking/tracking-detail-page.tsx',
    () => import('../pages/tracking/tracking-detail-page.tsx'),
    (m) => (page) => <m.TrackingDetailPage data={page.data} />,
  ),
  'tracking-user-required-action': lazyPage(
    'ui/pages/tracking/refund-action-page.tsx',
    () => import('../pages/tracking/refund-action-page.tsx'),
    (m) => (page) => <m.RefundActionPage data={page.data} />,
  ),
  'help-center': lazyPage(
    'ui/pages/help-center/help-center-page.tsx',
    () => import('../pages/help-center/help-center-page.tsx'),
    (m) => (page) => <m.HelpCenterPage data={page.data} />,
  ),
  'help-center-category': lazyPage(
    'ui/pages/help-center/help-category-page.tsx',
    () => import('../pages/help-center/help-category-page.tsx'),
    (m) => (page) => <m.HelpCategoryPage data={page.data} />,
  ),
  'help-center-topic': lazyPage(
    'ui/pages/help-center/help-topic-page.tsx',
    () => import('../pages/help-center/help-topic-page.tsx'),
    (m) => (page) => <m.HelpTopicPage data={page.data} />,
  ),
  'about-us': lazyPage(
    'ui/pages/about-us/about-us-page.tsx',
    () => import('../pages/about-us/about-us-page.tsx'),
    (m) => () => <m.AboutUsPage />,
  ),
  contact: lazyPage(
    'ui/pages/contact/contact-page.tsx',
    () => import('../pages/contact/contact-page.tsx'),
    (m) => () => <m.ContactPage />,
  ),
  home: lazyPage(
    'ui/pages/home/home-page.tsx',
    () => import('../pages/home/home-page.tsx'),
    (m) => (page) => <m.HomePage home={page.data} />,
  ),
  login: lazyPage(
    'ui/pages/login/login-page.tsx',
    () => import('../pages/login/login-page.tsx'),
    (m) => (page) => <m.LoginPage data={page.data} />,
  ),
  'password-reset': lazyPage(
    'ui/pages/password-reset/password-reset-page.tsx',
    () => import('../pages/password-reset/password-reset-page.tsx'),
    (m) => (page) => <m.PasswordResetPage key={page.data.token ?? ''} data={page.data} />,
  ),
  design: lazyPage(
    'ui/pages/design/design-page.tsx',
    () => import('../pages/design/design-page.tsx'),
    (m) => (page) => <m.DesignPage key={page.data.design.id} data={page.data} />,
  ),
  designs: lazyPage(
    'ui/pages/designs/designs-page.tsx',
    () => import('../pages/designs/designs-page.tsx'),
    (m) => (page) => <m.DesignsPage data={page.data} />,
  ),
  tag: lazyPage(
    'ui/pages/tag/tag-page.tsx',
    () => import('../pages/tag/tag-page.tsx'),
    (m) => (page) => <m.TagPage data={page.data} />,
  ),
  search: lazyPage(
    'ui/pages/search/search-page.tsx',
    () => import('../pages/search/search-page.tsx'),
    (m) => (page) => <m.SearchPage data={page.data} />,
  ),
  offers: lazyPage(
    'ui/pages/offers/offers-page.tsx',
    () => import('../pages/offers/offers-page.tsx'),
    (m) => (page) => <m.OffersPage data={page.data} />,
  ),
  'tags-list': lazyPage(
    'ui/pages/tags-list/tags-list-page.tsx',
    () => import('../pages/tags-list/tags-list-page.tsx'),
    (m) => (page) => <m.TagsListPage data={page.data} />,
  ),
  landing: lazyPage(
    'ui/pages/landing/landing-page.tsx',
    () => import('../pages/landing/landing-page.tsx'),
    (m) => (page) => <m.LandingPage data={page.data} />,
  ),
};

const isPageRouteName = (name: string): name is PageRouteName => Object.hasOwn(PAGES, name);

/** Loads a page's code; names that are not pages of this storefront load nothing. */
export const loadPage = (routeName: string): Promise<void> =>
  isPageRouteName(routeName) ? PAGES[routeName].load() : Promise.resolve();

/** The page module behind a route, for the server to name its chunk in the HTML; undefined for non-pages. */
export const pageSourceOf = (routeName: string): string | undefined =>
  isPageRouteName(routeName) ? PAGES[routeName].source : undefined;

export const renderPage = (page: PageView): ReactNode =>
  (PAGES[page.routeName].render as PageRender<PageRouteName>)(page);

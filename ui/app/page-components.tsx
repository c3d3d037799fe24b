import type { ReactNode } from 'react';
import type { PageRouteName, PageView } from '../../core/storefront/navigation/page-outcome.ts';

type PageOf<R extends PageRouteName> = Extract<PageView, { readonly routeName: R }>;
type PageRender<R extends PageRouteName> = (page: PageOf<R>) => ReactNode;

/**
 * A page's code arrives in its own chunk, so the first load carries one page rather than all of them;
 * the page loader awaits `load` before the page renders, so rendering never waits.
 */
type LazyPage<R extends PageRouteName> = {
  readonly load: () => Promise<void>;
  readonly render: PageRender<R>;
};

const lazyPage = <R extends PageRouteName, M>(
  importModule: () => Promise<M>,
  renderWith: (module: M) => PageRender<R>,
): LazyPage<R> => {
  let loaded: PageRender<R> | undefined;
  let loading: Promise<void> | undefined;
  return {
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
  'accounts-home': lazyPage(
    () => import('../pages/accounts/accounts-home-page.tsx'),
    (m) => (page) => <m.AccountsHomePage data={page.data} sections={page.accountSections} />,
  ),
  'accounts-orders': lazyPage(
    () => import('../pages/accounts/account-orders-page.tsx'),
    (m) => (page) => <m.AccountOrdersRoute data={page.data} />,
  ),
  'accounts-config': lazyPage(
    () => import('../pages/back-office/site-config-page.tsx'),
    (m) => (page) => <m.SiteConfigPage data={page.data} />,
  ),
  'accounts-order': lazyPage(
    () => import('../pages/accounts/account-order-page.tsx'),
    (m) => (page) => <m.AccountOrderRoute data={page.data} />,
  ),
  'accounts-invoices': lazyPage(
    () => import('../pages/back-office/invoices-page.tsx'),
    (m) => (page) => <m.InvoicesPage data={page.data} />,
  ),
  reviews: lazyPage(
    () => import('../pages/reviews/reviews-page.tsx'),
    (m) => (page) => <m.ReviewsPage data={page.data} />,
  ),
  newsletter: lazyPage(
    () => import('../pages/newsletter/newsletter-page.tsx'),
    (m) => (page) => <m.NewsletterPage data={page.data} />,
  ),
  unsubscribe: lazyPage(
    () => import('../pages/newsletter/unsubscribe-page.tsx'),
    (m) => (page) => <m.UnsubscribePage data={page.data} />,
  ),
  cart: lazyPage(
    () => import('../pages/cart/cart-page.tsx'),
    (m) => (page) => <m.CartPage data={page.data} />,
  ),
  checkout: lazyPage(
    () => import('../pages/checkout/checkout-page.tsx'),
    (m) => (page) => <m.CheckoutPage data={page.data} />,
  ),
  'order-completed': lazyPage(
    () => import('../pages/order-completed/order-completed-page.tsx'),
    (m) => (page) => <m.OrderCompletedPage data={page.data} />,
  ),
  tracking: lazyPage(
    () => import('../pages/tracking/tracking-page.tsx'),
    (m) => (page) => <m.TrackingPage data={page.data} />,
  ),
  'tracking-detail': lazyPage(
    () => import('../pages/tracking/tracking-detail-page.tsx'),
    (m) => (page) => <m.TrackingDetailPage data={page.data} />,
  ),
  'tracking-user-required-action': lazyPage(
    () => import('../pages/tracking/refund-action-page.tsx'),
    (m) => (page) => <m.RefundActionPage data={page.data} />,
  ),
  'help-center': lazyPage(
    () => import('../pages/help-center/help-center-page.tsx'),
    (m) => (page) => <m.HelpCenterPage data={page.data} />,
  ),
  'help-center-category': lazyPage(
    () => import('../pages/help-center/help-category-page.tsx'),
    (m) => (page) => <m.HelpCategoryPage data={page.data} />,
  ),
  'help-center-topic': lazyPage(
    () => import('../pages/help-center/help-topic-page.tsx'),
    (m) => (page) => <m.HelpTopicPage data={page.data} />,
  ),
  'about-us': lazyPage(
    () => import('../pages/about-us/about-us-page.tsx'),
    (m) => () => <m.AboutUsPage />,
  ),
  terms: lazyPage(
    () => import('../pages/terms/terms-page.tsx'),
    (m) => () => <m.TermsPage />,
  ),
  contact: lazyPage(
    () => import('../pages/contact/contact-page.tsx'),
    (m) => () => <m.ContactPage />,
  ),
  home: lazyPage(
    () => import('../pages/home/home-page.tsx'),
    (m) => (page) => <m.HomePage home={page.data} />,
  ),
  login: lazyPage(
    () => import('../pages/login/login-page.tsx'),
    (m) => (page) => <m.LoginPage data={page.data} />,
  ),
  'password-reset': lazyPage(
    () => import('../pages/password-reset/password-reset-page.tsx'),
    (m) => (page) => <m.PasswordResetPage key={page.data.token ?? ''} data={page.data} />,
  ),
  'sign-up': lazyPage(
    () => import('../pages/sign-up/sign-up-page.tsx'),
    (m) => () => <m.SignUpPage />,
  ),
  design: lazyPage(
    () => import('../pages/design/design-page.tsx'),
    (m) => (page) => <m.DesignPage key={page.data.design.id} data={page.data} />,
  ),
  designs: lazyPage(
    () => import('../pages/designs/designs-page.tsx'),
    (m) => (page) => <m.DesignsPage data={page.data} />,
  ),
  tag: lazyPage(
    () => import('../pages/tag/tag-page.tsx'),
    (m) => (page) => <m.TagPage data={page.data} />,
  ),
  search: lazyPage(
    () => import('../pages/search/search-page.tsx'),
    (m) => (page) => <m.SearchPage data={page.data} />,
  ),
  offers: lazyPage(
    () => import('../pages/offers/offers-page.tsx'),
    (m) => (page) => <m.OffersPage data={page.data} />,
  ),
  'tags-list': lazyPage(
    () => import('../pages/tags-list/tags-list-page.tsx'),
    (m) => (page) => <m.TagsListPage data={page.data} />,
  ),
  'accounts-tickets': lazyPage(
    () => import('../pages/accounts-tickets/accounts-tickets-page.tsx'),
    (m) => (page) => <m.AccountTicketsRoute data={page.data} locale={page.locale} />,
  ),
  'accounts-profile': lazyPage(
    () => import('../pages/accounts-profile/accounts-profile-page.tsx'),
    (m) => (page) => <m.AccountProfilePage data={page.data} />,
  ),
  'accounts-commissions': lazyPage(
    () => import('../pages/back-office/commissions-page.tsx'),
    (m) => (page) => <m.CommissionsPage data={page.data} />,
  ),
  'accounts-designs': lazyPage(
    () => import('../pages/accounts-designs/saved-designs-page.tsx'),
    (m) => (page) => <m.SavedDesignsPage data={page.data} />,
  ),
  'accounts-designs-admin': lazyPage(
    () => import('../pages/back-office/design-desk-page.tsx'),
    (m) => (page) => <m.DesignDeskPage data={page.data} />,
  ),
  'accounts-design-admin': lazyPage(
    () => import('../pages/back-office/desk-design-page.tsx'),
    (m) => (page) => <m.DeskDesignPage key={page.data.design.id} data={page.data} locale={page.locale} />,
  ),
  create: lazyPage(
    () => import('../pages/create/create-page.tsx'),
    (m) => (page) => <m.CreatePage key={page.data.article.id} data={page.data} />,
  ),
  landing: lazyPage(
    () => import('../pages/landing/landing-page.tsx'),
    (m) => (page) => <m.LandingPage data={page.data} />,
  ),
};

const isPageRouteName = (name: string): name is PageRouteName => Object.hasOwn(PAGES, name);

/** Loads a page's code; names that are not pages of this storefront load nothing. */
export const loadPage = (routeName: string): Promise<void> =>
  isPageRouteName(routeName) ? PAGES[routeName].load() : Promise.resolve();

export const renderPage = (page: PageView): ReactNode =>
  (PAGES[page.routeName].render as PageRender<PageRouteName>)(page);

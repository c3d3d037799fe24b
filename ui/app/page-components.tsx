import type { ReactNode } from 'react';
import type { PageRouteName, PageView } from '../../core/storefront/navigation/page-outcome.ts';
import { DesignPage } from '../pages/design/design-page.tsx';
import { DesignsPage } from '../pages/designs/designs-page.tsx';
import { TagPage } from '../pages/tag/tag-page.tsx';
import { SearchPage } from '../pages/search/search-page.tsx';
import { OffersPage } from '../pages/offers/offers-page.tsx';
import { TagsListPage } from '../pages/tags-list/tags-list-page.tsx';
import { LandingPage } from '../pages/landing/landing-page.tsx';
import { OrderCompletedPage } from '../pages/order-completed/order-completed-page.tsx';
import { RefundActionPage } from '../pages/tracking/refund-action-page.tsx';
import { TrackingDetailPage } from '../pages/tracking/tracking-detail-page.tsx';
import { TrackingPage } from '../pages/tracking/tracking-page.tsx';
import { CheckoutPage } from '../pages/checkout/checkout-page.tsx';
import { CartPage } from '../pages/cart/cart-page.tsx';
import { HomePage } from '../pages/home/home-page.tsx';
import { LoginPage } from '../pages/login/login-page.tsx';
import { PasswordResetPage } from '../pages/password-reset/password-reset-page.tsx';
import { HelpCenterPage } from '../pages/help-center/help-center-page.tsx';
import { HelpCategoryPage } from '../pages/help-center/help-category-page.tsx';
import { HelpTopicPage } from '../pages/help-center/help-topic-page.tsx';
import { AboutUsPage } from '../pages/about-us/about-us-page.tsx';
import { ContactPage } from '../pages/contact/contact-page.tsx';

type PageOf<R extends PageRouteName> = Extract<PageView, { readonly routeName: R }>;

/** The component of each page this storefront has, given what its loader opened: one line per route. */
export const PAGE_COMPONENTS: { readonly [R in PageRouteName]: (page: PageOf<R>) => ReactNode } = {
  cart: (page) => <CartPage data={page.data} />,
  checkout: (page) => <CheckoutPage data={page.data} />,
  'order-completed': (page) => <OrderCompletedPage data={page.data} />,
  tracking: (page) => <TrackingPage data={page.data} />,
  'tracking-detail': (page) => <TrackingDetailPage data={page.data} />,
  'tracking-user-required-action': (page) => <RefundActionPage data={page.data} />,
  'help-center': (page) => <HelpCenterPage data={page.data} />,
  'help-center-category': (page) => <HelpCategoryPage data={page.data} />,
  'help-center-topic': (page) => <HelpTopicPage data={page.data} />,
  'about-us': () => <AboutUsPage />,
  contact: () => <ContactPage />,
  home: (page) => <HomePage home={page.data} />,
  login: (page) => <LoginPage data={page.data} />,
  'password-reset': (page) => <PasswordResetPage key={page.data.token ?? ''} data={page.data} />,
  design: (page) => <DesignPage key={page.data.design.id} data={page.data} />,
  designs: (page) => <DesignsPage data={page.data} />,
  tag: (page) => <TagPage data={page.data} />,
  search: (page) => <SearchPage data={page.data} />,
  offers: (page) => <OffersPage data={page.data} />,
  'tags-list': (page) => <TagsListPage data={page.data} />,
  landing: (page) => <LandingPage data={page.data} />,
};

export const renderPage = (page: PageView): ReactNode =>
  (PAGE_COMPONENTS[page.routeName] as (page: PageView) => ReactNode)(page);

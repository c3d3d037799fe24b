import type { PageRouteName } from '../../core/storefront/navigation/page-outcome.ts';

/**
 * The module behind each page, for the server to name its chunk (the build manifest's key) in the HTML; the browser
 * never needs these paths, so they stay out of its code.
 */
export const PAGE_SOURCES: { readonly [R in PageRouteName]: string } = {
  cart: 'ui/pages/cart/cart-page.tsx',
  checkout: 'ui/pages/checkout/checkout-page.tsx',
  'order-completed': 'ui/pages/order-completed/order-completed-page.tsx',
  tracking: 'ui/pages/tracking/tracking-page.tsx',
  'tracking-detail': 'ui/pages/tracking/tracking-detail-page.tsx',
  'tracking-user-required-action': 'ui/pages/tracking/refund-action-page.tsx',
  'help-center': 'ui/pages/help-center/help-center-page.tsx',
  'help-center-category': 'ui/pages/help-center/help-category-page.tsx',
  'help-center-topic': 'ui/pages/help-center/help-topic-page.tsx',
  'about-us': 'ui/pages/about-us/about-us-page.tsx',
  terms: 'ui/pages/terms/terms-page.tsx',
  contact: 'ui/pages/contact/contact-page.tsx',
  home: 'ui/pages/home/home-page.tsx',
  login: 'ui/pages/login/login-page.tsx',
  'password-reset': 'ui/pages/password-reset/password-reset-page.tsx',
  'sign-up': 'ui/pages/sign-up/sign-up-page.tsx',
  design: 'ui/pages/design/design-page.tsx',
  designs: 'ui/pages/designs/designs-page.tsx',
  tag: 'ui/pages/tag/tag-page.tsx',
  search: 'ui/pages/search/search-page.tsx',
  offers: 'ui/pages/offers/offers-page.tsx',
  'tags-list': 'ui/pages/tags-list/tags-list-page.tsx',
  landing: 'ui/pages/landing/landing-page.tsx',
  'accounts-home': 'ui/pages/accounts/accounts-home-page.tsx',
  'accounts-orders': 'ui/pages/accounts/account-orders-page.tsx',
  'accounts-order': 'ui/pages/accounts/account-order-page.tsx',
  'accounts-config': 'ui/pages/back-office/site-config-page.tsx',
  reviews: 'ui/pages/reviews/reviews-page.tsx',
  newsletter: 'ui/pages/newsletter/newsletter-page.tsx',
  unsubscribe: 'ui/pages/newsletter/unsubscribe-page.tsx',
  'accounts-tickets': 'ui/pages/accounts-tickets/accounts-tickets-page.tsx',
  'accounts-profile': 'ui/pages/accounts-profile/accounts-profile-page.tsx',
  'accounts-designs': 'ui/pages/accounts-designs/saved-designs-page.tsx',
  create: 'ui/pages/create/create-page.tsx',
  'accounts-designs-admin': 'ui/pages/back-office/design-desk-page.tsx',
  'accounts-design-admin': 'ui/pages/back-office/desk-design-page.tsx',
  'accounts-commissions': 'ui/pages/back-office/commissions-page.tsx',
  'accounts-invoices': 'ui/pages/back-office/invoices-page.tsx',
};

/** The page module behind a route; undefined for names that are not pages. */
export const pageSourceOf = (routeName: string): string | undefined =>
  Object.hasOwn(PAGE_SOURCES, routeName) ? PAGE_SOURCES[routeName as PageRouteName] : undefined;

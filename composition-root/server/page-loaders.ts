import { storeFor, type StoreSlug } from '../../core/domain/site/stores.ts';
import { requestedCheckoutStep } from '../../core/domain/routing/checkout-guards.ts';
import { firstQueryValue } from '../../core/domain/routing/query.ts';
import type { RouteMatch } from '../../core/domain/routing/route-match.ts';
import { checkoutRulesOf } from '../../core/storefront/checkout/checkout-rules.ts';
import {
  loadOrderCompletedPage,
  loadRefundActionPage,
  loadTrackingDetailPage,
  loadTrackingLookupPage,
} from '../../core/storefront/orders/order-pages.use-cases.ts';
import { loadCheckoutPage } from '../../core/storefront/checkout/load-checkout-page.use-case.ts';
import { loadCartPage } from '../../core/storefront/carts/load-cart-page.use-case.ts';
import { loadDesignPage, type DeliverySources } from '../../core/storefront/catalogue/load-design-page.use-case.ts';
import { loadHomePage } from '../../core/storefront/catalogue/load-home-page.use-case.ts';
import {
  loadArticleDesignsPage,
  loadOffersPage,
  loadSearchPage,
  loadTagPage,
} from '../../core/storefront/catalogue/load-design-lists.use-case.ts';
import { loadLandingPage, loadTagsListPage } from '../../core/storefront/catalogue/load-landing-pages.use-case.ts';
import { priceStyleOf } from '../../core/storefront/catalogue/price-style.ts';
import type { PageLoaders } from '../../core/storefront/navigation/page-loaders.ts';
import { loadLoginPage, loadPasswordResetPage } from '../../core/storefront/auth/load-auth-pages.use-case.ts';
import {
  loadHelpCategoryPage,
  loadHelpCenterPage,
  loadHelpTopicPage,
  loadTextPage,
} from '../../core/storefront/help-center/load-help-center-pages.use-case.ts';
import type { CatalogueGateway } from '../../core/storefront/catalogue/catalogue-gateway.port.ts';
import type { CartGateway } from '../../core/storefront/carts/cart-gateway.port.ts';
import type { CheckoutGateway } from '../../core/storefront/checkout/checkout-gateway.port.ts';
import type { OrderGateway } from '../../core/storefront/orders/order-gateway.port.ts';
import type { HelpCenterGateway } from '../../core/storefront/help-center/help-center-gateway.port.ts';

/** The tracking details the URL carries: the order in the path, the shipment's postal code and country in the query. */
const trackingQueryOf = (match: RouteMatch) => ({
  publicId: match.params['public_id'] ?? '',
  postalCode: firstQueryValue(match.query, 'shipment_postal_code') ?? '',
  country: firstQueryValue(match.query, 'shipment_country') ?? '',
});

/** The ports one request's pages load from. */
export type PageLoaderPorts = {
  readonly store: StoreSlug;
  readonly catalogue: CatalogueGateway;
  readonly cartGateway: CartGateway;
  readonly checkoutGateway: CheckoutGateway;
  readonly orderGateway: OrderGateway;
  /** Made when a help-center page is opened, so other pages never touch it. */
  readonly helpCenter: () => HelpCenterGateway;
  /** The carriers' times and the clock the design page's delivery estimate starts from. */
  readonly delivery: DeliverySources;
};

/** How the server loads each page's data for one request, in-process: one line per route. */
export const serverPageLoaders = ({
  store,
  catalogue,
  cartGateway,
  checkoutGateway,
  orderGateway,
  helpCenter,
  delivery,
}: PageLoaderPorts): PageLoaders => {
  const prices = priceStyleOf(storeFor(store));
  const countries = checkoutRulesOf(store).shippingCountries;
  return {
    'help-center': (match) => loadHelpCenterPage(helpCenter())(match.locale),
    'help-center-category': (match) => loadHelpCategoryPage(helpCenter())(Number(match.params['id']), match.locale),
    'help-center-topic': (match) => loadHelpTopicPage(helpCenter())(match.params['id'] ?? '', match.locale),
    'about-us': loadTextPage,
    contact: loadTextPage,
    home: () => loadHomePage(catalogue, prices)(),
    login: (match) => loadLoginPage(match.query),
    'password-reset': (match) => loadPasswordResetPage(match.query),
    cart: () => loadCartPage(cartGateway, catalogue)(),
    'order-completed': (match) =>
      loadOrderCompletedPage(
        orderGateway,
        prices,
      )(firstQueryValue(match.query, 'order') ?? firstQueryValue(match.query, 'public_id') ?? ''),
    tracking: () => loadTrackingLookupPage(countries)(),
    'tracking-detail': (match) => loadTrackingDetailPage(orderGateway, countries, prices)(trackingQueryOf(match)),
    'tracking-user-required-action': (match) =>
      loadRefundActionPage(orderGateway)(trackingQueryOf(match), match.params['user_required_action_public_id'] ?? ''),
    checkout: (match) => loadCheckoutPage(checkoutGateway, cartGateway)(requestedCheckoutStep(match)),
    design: (match) =>
      loadDesignPage(
        catalogue,
        prices,
        delivery,
      )(match.params['design_id'] ?? '', firstQueryValue(match.query, 'article_id')),
    designs: (match) => loadArticleDesignsPage(catalogue, prices)(match.params['article_id'] ?? '', match.query),
    tag: (match) => loadTagPage(catalogue, prices)(match.params['slug'] ?? '', match.query),
    search: (match) => loadSearchPage(catalogue, prices)(firstQueryValue(match.query, 'query') ?? '', match.query),
    offers: (match) => loadOffersPage(catalogue, prices)(match.query),
    'tags-list': () => loadTagsListPage(catalogue)(),
    landing: (match) => loadLandingPage(catalogue, prices)(match.params['slug'] ?? '', match.query),
  };
};

import type { Container } from 'inversify';
import type { FastifyRequest } from 'fastify';
import { storeFor } from '../../core/domain/site/stores.ts';
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
import { loadDesignPage } from '../../core/storefront/catalogue/load-design-page.use-case.ts';
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
import { TOKENS } from '../tokens.ts';
import { HELP_CENTER_TOKENS } from './modules/help-center.module.ts';
import { inProcessHelpCenterGateway } from '../../adapters/shop-in-process/in-process-help-center-gateway.ts';
import {
  loadHelpCategoryPage,
  loadHelpCenterPage,
  loadHelpTopicPage,
  loadTextPage,
} from '../../core/storefront/help-center/load-help-center-pages.use-case.ts';
import type { RequestScope } from './request-scope.ts';

/** The tracking details the URL carries: the order in the path, the shipment's postal code and country in the query. */
const trackingQueryOf = (match: RouteMatch) => ({
  publicId: match.params['public_id'] ?? '',
  postalCode: firstQueryValue(match.query, 'shipment_postal_code') ?? '',
  country: firstQueryValue(match.query, 'shipment_country') ?? '',
});

/** How the server loads each page's data for one request, in-process: one line per route. */
export const serverPageLoaders = (
  container: Container,
  _scope: RequestScope,
  _request: FastifyRequest,
): PageLoaders => {
  const catalogue = container.get(TOKENS.catalogueGateway);
  const prices = priceStyleOf(storeFor(container.get(TOKENS.config).store));
  const countries = checkoutRulesOf(container.get(TOKENS.config).store).shippingCountries;
  // Resolved when a help-center page is opened, so other pages never touch it.
  const helpCenter = () => inProcessHelpCenterGateway(container.get(HELP_CENTER_TOKENS.useCases));
  return {
    'help-center': (match) => loadHelpCenterPage(helpCenter())(match.locale),
    'help-center-category': (match) => loadHelpCategoryPage(helpCenter())(Number(match.params['id']), match.locale),
    'help-center-topic': (match) => loadHelpTopicPage(helpCenter())(match.params['id'] ?? '', match.locale),
    'about-us': loadTextPage,
    contact: loadTextPage,
    home: () => loadHomePage(catalogue, prices)(),
    login: (match) => loadLoginPage(match.query),
    'password-reset': (match) => loadPasswordResetPage(match.query),
    cart: () => loadCartPage(container.get(TOKENS.cartGateway), catalogue)(),
    'order-completed': (match) =>
      loadOrderCompletedPage(
        container.get(TOKENS.orderGateway),
        prices,
      )(firstQueryValue(match.query, 'order') ?? firstQueryValue(match.query, 'public_id') ?? ''),
    tracking: () => loadTrackingLookupPage(countries)(),
    'tracking-detail': (match) =>
      loadTrackingDetailPage(container.get(TOKENS.orderGateway), countries)(trackingQueryOf(match)),
    'tracking-user-required-action': (match) =>
      loadRefundActionPage(container.get(TOKENS.orderGateway))(
        trackingQueryOf(match),
        match.params['user_required_action_public_id'] ?? '',
      ),
    checkout: (match) =>
      loadCheckoutPage(
        container.get(TOKENS.checkoutGateway),
        container.get(TOKENS.cartGateway),
      )(requestedCheckoutStep(match)),
    design: (match) => loadDesignPage(catalogue, prices)(match.params['design_id'] ?? ''),
    designs: (match) => loadArticleDesignsPage(catalogue, prices)(match.params['article_id'] ?? '', match.query),
    tag: (match) => loadTagPage(catalogue, prices)(match.params['slug'] ?? '', match.query),
    search: (match) => loadSearchPage(catalogue, prices)(firstQueryValue(match.query, 'query') ?? '', match.query),
    offers: (match) => loadOffersPage(catalogue, prices)(match.query),
    'tags-list': () => loadTagsListPage(catalogue)(),
    landing: (match) => loadLandingPage(catalogue, prices)(match.params['slug'] ?? '', match.query),
  };
};

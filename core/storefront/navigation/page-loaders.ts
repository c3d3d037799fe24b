import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { PageDataByRoute, PageRouteName } from './page-outcome.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import type { PageDataNotFound, PageNotBuilt } from './page-errors.ts';
import type { AccountGateway } from '../accounts/account-gateway.port.ts';
import {
  loadAccountOrderPage,
  loadAccountOrdersPage,
  loadAccountsHomePage,
} from '../accounts/account-pages.use-cases.ts';
import {
  DESIGN_REVIEWS_PAGE_SIZE,
  loadNewsletterPage,
  loadReviewsPage,
  loadUnsubscribePage,
} from '../community/community-pages.use-cases.ts';
import type { CommunityGateway } from '../community/community-gateway.port.ts';
import { storeFor, type StoreSlug } from '../../domain/site/stores.ts';
import { requestedCheckoutStep } from '../../domain/routing/checkout-guards.ts';
import { firstQueryValue } from '../../domain/routing/query.ts';
import type { RouteMatch } from '../../domain/routing/route-match.ts';
import {
  loadOrderCompletedPage,
  loadRefundActionPage,
  loadTrackingDetailPage,
  loadTrackingLookupPage,
} from '../orders/order-pages.use-cases.ts';
import { loadCheckoutPage } from '../checkout/load-checkout-page.use-case.ts';
import { loadCartPage } from '../carts/load-cart-page.use-case.ts';
import { loadDesignPage, type DeliverySources } from '../catalogue/load-design-page.use-case.ts';
import { loadHomePage } from '../catalogue/load-home-page.use-case.ts';
import {
  loadArticleDesignsPage,
  loadOffersPage,
  loadSearchPage,
  loadTagPage,
} from '../catalogue/load-design-lists.use-case.ts';
import { loadLandingPage, loadTagsListPage } from '../catalogue/load-landing-pages.use-case.ts';
import { chargedPriceStyleOf, priceStyleOf } from '../catalogue/price-style.ts';
import { loadSavedDesignsPage } from '../personalisation/load-saved-designs-page.use-case.ts';
import { loadCreatePage } from '../personalisation/load-create-page.use-case.ts';
import { loadLoginPage, loadPasswordResetPage, loadSignUpPage } from '../auth/load-auth-pages.use-case.ts';
import {
  loadHelpCategoryPage,
  loadHelpCenterPage,
  loadHelpTopicPage,
  loadTextPage,
} from '../help-center/load-help-center-pages.use-case.ts';
import type { CatalogueGateway } from '../catalogue/catalogue-gateway.port.ts';
import type { CartReader } from '../carts/cart-gateway.port.ts';
import type { CheckoutReader } from '../checkout/checkout-gateway.port.ts';
import type { OrderReader } from '../orders/order-gateway.port.ts';
import { loadAccountProfilePage, loadAccountTicketsPage } from '../accounts/load-self-service-pages.use-case.ts';
import type { SavedAddressesReader } from '../checkout/load-checkout-page.use-case.ts';
import type { SelfServiceReads } from '../accounts/self-service-gateway.port.ts';
import type { BackOfficeReads } from '../back-office/back-office-gateway.port.ts';
import type { InvoiceRegisterReads } from '../back-office/invoice-register-gateway.ts';
import { loadInvoicesPage } from '../back-office/load-invoices-page.use-case.ts';
import {
  deskOr,
  loadDeskOrderPage,
  loadOrderDeskPage,
  loadSiteConfigPage,
  loadSupportDeskPage,
} from '../back-office/load-desk-pages.use-case.ts';
import { loadDesignDeskPage, loadDeskDesignPage } from '../back-office/load-design-desk-pages.use-case.ts';
import type { CommissionReads } from '../back-office/commissions-gateway.port.ts';
import { loadCommissionsPage } from '../back-office/load-commissions-page.use-case.ts';
import type { HelpCenterGateway } from '../help-center/help-center-gateway.port.ts';
import { checkoutPolicyFor } from '../../domain/checkout/checkout-policy.ts';

/** How to load each page's data, given the matched route. */
export type PageLoaders = {
  readonly [R in PageRouteName]: (
    match: RouteMatch,
  ) => ResultAsync<PageDataByRoute[R], ShopUnavailable | PageDataNotFound>;
};

export const isPageRoute = (loaders: PageLoaders, name: string): name is PageRouteName => name in loaders;

/** The data of the matched page; a route of the table with no page in this storefront is PageNotBuilt. */
export const loadPageData = (
  loaders: PageLoaders,
  match: RouteMatch,
): ResultAsync<
  { routeName: PageRouteName; data: PageDataByRoute[PageRouteName] },
  ShopUnavailable | PageNotBuilt | PageDataNotFound
> => {
  const name = match.route.name;
  if (!isPageRoute(loaders, name)) return errAsync({ type: 'PageNotBuilt', routeName: name });
  return loaders[name](match).map((data) => ({ routeName: name, data }));
};

/** The tracking details the URL carries: the order in the path, the shipment's postal code and country in the query. */
const trackingQueryOf = (match: RouteMatch) => ({
  publicId: match.params['public_id'] ?? '',
  postalCode: firstQueryValue(match.query, 'shipment_postal_code') ?? '',
  country: firstQueryValue(match.query, 'shipment_country') ?? '',
});

/** The read ports one request's pages load from: a render never writes. */
export type PageLoaderPorts = {
  readonly store: StoreSlug;
  /** The store's config as read once for this request: whether the catalogue's prices show decimals. */
  readonly pricesWithDecimals: boolean;
  readonly catalogue: CatalogueGateway;
  readonly cartGateway: CartReader;
  readonly checkoutGateway: CheckoutReader;
  readonly orderGateway: OrderReader;
  readonly accountGateway: AccountGateway;
  /** The Shop API's address of a paid order's invoice, as the shopper's browser downloads it. */
  readonly documentUrlsOf: {
    readonly invoice: (publicId: string) => string;
    readonly creditNote: (publicId: string) => string;
  };
  /** Made when a help-center page is opened, so other pages never touch it. */
  readonly helpCenter: () => HelpCenterGateway;
  /** The signed-in customer's own tickets and profile, read when an accounts page is opened. */
  readonly selfService: () => SelfServiceReads;
  /** The signed-in customer's default addresses, which the checkout's address step starts from. */
  readonly savedAddresses: SavedAddressesReader;
  /** The administrator's desks, asked when an orders or tickets page of the accounts area is opened. */
  readonly backOffice: () => BackOfficeReads & InvoiceRegisterReads;
  /** The affiliate programme's figures, asked when the commissions page is opened. */
  readonly commissions: () => CommissionReads;
  /** Made when a page with reviews is opened. */
  readonly community: () => CommunityGateway;
  /** The carriers' times and the clock the design page's delivery estimate starts from. */
  readonly delivery: DeliverySources;
};

/**
 * Where each page's data comes from: one line per route, over the read ports of one request (in-process on the
 * server, HTTP for another frontend). A render never writes.
 */
export const pageLoadersOf = ({
  store,
  pricesWithDecimals,
  catalogue,
  cartGateway,
  checkoutGateway,
  orderGateway,
  accountGateway,
  documentUrlsOf,
  helpCenter,
  community,
  delivery,
  selfService,
  savedAddresses,
  backOffice,
  commissions,
}: PageLoaderPorts): PageLoaders => {
  const prices = priceStyleOf(storeFor(store), pricesWithDecimals);
  const charged = chargedPriceStyleOf(storeFor(store));
  const countries = checkoutPolicyFor(storeFor(store), false).shippingCountries;
  return {
    'help-center': (match) => loadHelpCenterPage(helpCenter())(match.locale),
    'help-center-category': (match) => loadHelpCategoryPage(helpCenter())(Number(match.params['id']), match.locale),
    'help-center-topic': (match) => loadHelpTopicPage(helpCenter())(match.params['id'] ?? '', match.locale),
    'about-us': loadTextPage,
    terms: loadTextPage,
    contact: loadTextPage,
    home: () => loadHomePage(catalogue, prices)(),
    login: (match) => loadLoginPage(match.query),
    'password-reset': (match) => loadPasswordResetPage(match.query),
    'sign-up': loadSignUpPage,
    cart: () => loadCartPage(cartGateway, catalogue)(),
    'order-completed': (match) =>
      loadOrderCompletedPage(
        orderGateway,
        charged,
      )(firstQueryValue(match.query, 'order') ?? firstQueryValue(match.query, 'public_id') ?? ''),
    tracking: () => loadTrackingLookupPage(countries)(),
    'tracking-detail': (match) => loadTrackingDetailPage(orderGateway, countries, charged)(trackingQueryOf(match)),
    'tracking-user-required-action': (match) =>
      loadRefundActionPage(orderGateway)(trackingQueryOf(match), match.params['user_required_action_public_id'] ?? ''),
    checkout: (match) => loadCheckoutPage(checkoutGateway, cartGateway, savedAddresses)(requestedCheckoutStep(match)),
    design: (match) =>
      loadDesignPage(
        catalogue,
        prices,
        delivery,
      )(match.params['design_id'] ?? '', firstQueryValue(match.query, 'article_id')).andThen((data) =>
        community()
          .reviews({
            page: 1,
            pageSize: DESIGN_REVIEWS_PAGE_SIZE,
            designId: data.design.id,
            locale: match.locale,
            // The design's reviews offer no filter by article.
            withArticles: false,
          })
          .map((reviews) => ({ ...data, reviews }))
          // The design sells without its reviews: a failed read shows none rather than no page.
          .orElse(() => okAsync({ ...data, reviews: null })),
      ),
    reviews: (match) => loadReviewsPage(community())(match),
    newsletter: loadNewsletterPage,
    unsubscribe: loadUnsubscribePage,
    designs: (match) => loadArticleDesignsPage(catalogue, prices)(match.params['article_id'] ?? '', match.query),
    tag: (match) => loadTagPage(catalogue, prices)(match.params['slug'] ?? '', match.query),
    search: (match) => loadSearchPage(catalogue, prices)(firstQueryValue(match.query, 'query') ?? '', match.query),
    offers: (match) => loadOffersPage(catalogue, prices)(match.query),
    'tags-list': () => loadTagsListPage(catalogue)(),
    'accounts-home': () => loadAccountsHomePage(accountGateway, charged)(),
    'accounts-orders': (match) =>
      deskOr(
        backOffice(),
        () => loadOrderDeskPage(backOffice())(match.query),
        () => loadAccountOrdersPage(accountGateway, charged)(firstQueryValue(match.query, 'date_filter')),
      ),
    'accounts-order': (match) =>
      deskOr(
        backOffice(),
        () => loadDeskOrderPage(backOffice())(match.params['public_id'] ?? ''),
        () =>
          loadAccountOrderPage(
            accountGateway,
            orderGateway,
            catalogue,
            charged,
            documentUrlsOf,
          )(match.params['public_id'] ?? ''),
      ),
    landing: (match) => loadLandingPage(catalogue, prices)(match.params['slug'] ?? '', match.query),
    'accounts-profile': () => loadAccountProfilePage(selfService(), countries)(),
    'accounts-tickets': (match) =>
      deskOr(
        backOffice(),
        () => loadSupportDeskPage(backOffice())(match.query),
        () => loadAccountTicketsPage(selfService())(firstQueryValue(match.query, 'ticket')),
      ),
    'accounts-designs': (match) => loadSavedDesignsPage(accountGateway, catalogue)(match.query),
    'accounts-config': (match) => loadSiteConfigPage(backOffice(), store)(match.query),
    'accounts-designs-admin': (match) => loadDesignDeskPage(backOffice(), store)(match.query),
    'accounts-design-admin': (match) =>
      loadDeskDesignPage(backOffice(), store)(match.params['design_id'] ?? '', match.locale),
    'accounts-commissions': (match) => loadCommissionsPage(commissions())(match.query),
    'accounts-invoices': (match) => loadInvoicesPage(backOffice())(match.query),
    create: (match) =>
      loadCreatePage(catalogue, prices)(
        match.params['article_id'] ?? '',
        firstQueryValue(match.query, 'design'),
        firstQueryValue(match.query, 'project'),
        firstQueryValue(match.query, 'line'),
      ),
  };
};

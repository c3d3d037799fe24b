import type { AccountGateway } from '../../core/storefront/accounts/account-gateway.port.ts';
import {
  loadAccountOrderPage,
  loadAccountOrdersPage,
  loadAccountsHomePage,
} from '../../core/storefront/accounts/account-pages.use-cases.ts';
import { okAsync } from 'neverthrow';
import {
  DESIGN_REVIEWS_PAGE_SIZE,
  loadNewsletterPage,
  loadReviewsPage,
  loadUnsubscribePage,
} from '../../core/storefront/community/community-pages.use-cases.ts';
import type { CommunityGateway } from '../../core/storefront/community/community-gateway.port.ts';
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
import { chargedPriceStyleOf, priceStyleOf } from '../../core/storefront/catalogue/price-style.ts';
import { loadSavedDesignsPage } from '../../core/storefront/personalisation/load-saved-designs-page.use-case.ts';
import { loadCreatePage } from '../../core/storefront/personalisation/load-create-page.use-case.ts';
import type { PageLoaders } from '../../core/storefront/navigation/page-loaders.ts';
import { loadLoginPage, loadPasswordResetPage } from '../../core/storefront/auth/load-auth-pages.use-case.ts';
import {
  loadHelpCategoryPage,
  loadHelpCenterPage,
  loadHelpTopicPage,
  loadTextPage,
} from '../../core/storefront/help-center/load-help-center-pages.use-case.ts';
import type { CatalogueGateway } from '../../core/storefront/catalogue/catalogue-gateway.port.ts';
import type { CartReader } from '../../core/storefront/carts/cart-gateway.port.ts';
import type { CheckoutReader } from '../../core/storefront/checkout/checkout-gateway.port.ts';
import type { OrderReader } from '../../core/storefront/orders/order-gateway.port.ts';
import {
  loadAccountProfilePage,
  loadAccountTicketsPage,
} from '../../core/storefront/accounts/load-self-service-pages.use-case.ts';
import type { SavedAddressesReader } from '../../core/storefront/checkout/load-checkout-page.use-case.ts';
import type { SelfServiceReads } from '../../core/storefront/accounts/self-service-gateway.port.ts';
import type { BackOfficeReads } from '../../core/storefront/back-office/back-office-gateway.port.ts';
import type { InvoiceRegisterReads } from '../../core/storefront/back-office/invoice-register-gateway.ts';
import { loadInvoicesPage } from '../../core/storefront/back-office/load-invoices-page.use-case.ts';
import {
  deskOr,
  loadDeskOrderPage,
  loadOrderDeskPage,
  loadSiteConfigPage,
  loadSupportDeskPage,
} from '../../core/storefront/back-office/load-desk-pages.use-case.ts';
import {
  loadDesignDeskPage,
  loadDeskDesignPage,
} from '../../core/storefront/back-office/load-design-desk-pages.use-case.ts';
import type { CommissionReads } from '../../core/storefront/back-office/commissions-gateway.port.ts';
import { loadCommissionsPage } from '../../core/storefront/back-office/load-commissions-page.use-case.ts';
import type { HelpCenterGateway } from '../../core/storefront/help-center/help-center-gateway.port.ts';

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

/** How the server loads each page's data for one request, in-process: one line per route. */
export const serverPageLoaders = ({
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
    'accounts-designs': (match) => loadSavedDesignsPage(match.query),
    'accounts-config': (match) => loadSiteConfigPage(backOffice(), store)(match.query),
    'accounts-designs-admin': (match) => loadDesignDeskPage(backOffice())(match.query),
    'accounts-design-admin': (match) => loadDeskDesignPage(backOffice())(match.params['design_id'] ?? '', match.locale),
    'accounts-commissions': (match) => loadCommissionsPage(commissions())(match.query),
    'accounts-invoices': (match) => loadInvoicesPage(backOffice())(match.query),
    create: (match) =>
      loadCreatePage(catalogue, prices)(
        match.params['article_id'] ?? '',
        firstQueryValue(match.query, 'design'),
        firstQueryValue(match.query, 'project'),
      ),
  };
};

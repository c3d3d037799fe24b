import type { FastifyRequest } from 'fastify';
import { Container } from 'inversify';
import { readCache } from '../../adapters/postgres/cached-catalogue.ts';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { processChangeNotices } from '../../adapters/change-notices/notice-relay.ts';
import type { ChangeNotices } from '../../core/shop/change-notices.port.ts';
import { inProcessCartGateway } from '../../adapters/shop-in-process/in-process-cart-gateway.ts';
import { inProcessCatalogueGateway } from '../../adapters/shop-in-process/in-process-catalogue-gateway.ts';
import { inProcessCheckoutGateway } from '../../adapters/shop-in-process/in-process-checkout-gateway.ts';
import { inProcessDeliveryTimesGateway } from '../../adapters/shop-in-process/in-process-delivery-times-gateway.ts';
import { inProcessCommunityGateway } from '../../adapters/shop-in-process/in-process-community-gateway.ts';
import { NEWSLETTER_TOKENS } from './modules/newsletter.module.ts';
import { REVIEWS_TOKENS } from './modules/reviews.module.ts';
import { inProcessHelpCenterGateway } from '../../adapters/shop-in-process/in-process-help-center-gateway.ts';
import { downloadAtRoot } from '../../adapters/shop-api-contract/download-links.ts';
import { orderCreditNotePath, orderInvoicePath } from '../../adapters/shop-api-contract/invoices.codec.ts';
import { inProcessAccountGateway } from '../../adapters/shop-in-process/in-process-account-gateway.ts';
import { inProcessOrderGateway } from '../../adapters/shop-in-process/in-process-order-gateway.ts';
import {
  inProcessSavedAddresses,
  inProcessSelfServiceReads,
} from '../../adapters/shop-in-process/in-process-self-service-reads.ts';
import { PRINT_FILES_TOKENS } from './modules/print-files.module.ts';
import { inProcessBackOfficeReads } from '../../adapters/shop-in-process/in-process-back-office-reads.ts';
import { inProcessCommissionReads } from '../../adapters/shop-in-process/in-process-commission-reads.ts';
import { COMMISSIONS_TOKENS } from './modules/commissions.module.ts';
import { BACK_OFFICE_TOKENS } from './modules/back-office.module.ts';
import { inProcessVisitorGateway } from '../../adapters/shop-in-process/in-process-visitor-gateway.ts';
import { queryOf } from '../../adapters/shop-in-process/query-of.ts';
import { cryptoIdGenerator } from '../../adapters/system/crypto-id-generator.ts';
import { systemClock } from '../../adapters/system/system-clock.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import { storeFor } from '../../core/domain/site/stores.ts';
import { getSession } from '../../core/shop/session/get-session.use-case.ts';
import { openPage } from '../../core/storefront/navigation/open-page.use-case.ts';
import { pageLoadersOf } from '../../core/storefront/navigation/page-loaders.ts';
import { serverRenderUseCasesOf } from '../../core/storefront/server-render-use-cases.ts';
import type { StorefrontUseCases } from '../../core/storefront/storefront-use-cases.ts';
import { TOKENS } from '../tokens.ts';
import type { ServerConfig } from './config.ts';
import { ACCOUNTS_TOKENS } from './modules/accounts.module.ts';
import { TICKETS_TOKENS } from './modules/tickets.module.ts';
import { CARTS_TOKENS } from './modules/carts.module.ts';
import { CHECKOUT_TOKENS } from './modules/checkout.module.ts';
import { HELP_CENTER_TOKENS } from './modules/help-center.module.ts';
import { ORDERS_TOKENS } from './modules/orders.module.ts';
import { PAYMENTS_TOKENS } from './modules/payments.module.ts';
import { PRODUCT_SERVER_TOKENS, SIGNED_IN_CUSTOMER } from './modules/product-server.module.ts';
import type { ServerModule } from './modules/server-module.ts';
import type { SiteConfig } from '../../core/domain/site/site-config.ts';
import type { CountryCode } from '../../core/domain/site/country.ts';
import type { RequestScope } from './request-scope.ts';
import { visitorSourcesOf } from './visitor-sources.ts';
import { shopperOf } from '../../core/shop/carts/shopper-of.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import type { Customer } from '../../core/domain/customers/customer.ts';

/** The process-wide container: shared ports, then every context module's bindings. */
export const createServerContainer = (
  config: ServerConfig,
  database: DatabaseHandle,
  modules: readonly ServerModule[],
  logWrite: (line: string) => void = (line) => process.stdout.write(line),
  // The CLI's container serves no reads: its caches are this process's alone, and it announces its changes itself.
  notices: ChangeNotices = processChangeNotices(),
): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.config).toConstantValue(config);
  container.bind(TOKENS.logWrite).toConstantValue(logWrite);
  container.bind(TOKENS.database).toConstantValue(database);
  container.bind(TOKENS.changeNotices).toConstantValue(notices);
  container.bind(TOKENS.clock).toConstantValue(systemClock);
  container.bind(TOKENS.ids).toConstantValue(cryptoIdGenerator);
  for (const module of modules) module.bind(container);
  return container;
};

/**
 * The shop's read ports for the server's renders, in-process (no HTTP hop): the shared ones once, the session's
 * for each request. The server never writes while rendering, so there are no write ports here.
 */
export const serverReadPortsOf = (root: Container) => {
  const config = root.get(TOKENS.config);
  const carts = root.get(CARTS_TOKENS.useCases);
  const checkout = root.get(CHECKOUT_TOKENS.useCases);
  const orders = root.get(ORDERS_TOKENS.useCases);
  const payments = root.get(PAYMENTS_TOKENS.shopPayments);
  const tickets = root.get(TICKETS_TOKENS.useCases);
  const accounts = root.get(ACCOUNTS_TOKENS.useCases);
  const catalogue = inProcessCatalogueGateway(root.get(TOKENS.shopCatalogue));
  // Rates change with the shipping catalogue, not per visit: the design page reads them from a short-lived cache.
  const clock = root.get(TOKENS.clock);
  const shipping = root.get(CHECKOUT_TOKENS.shipping);
  const rates = readCache({ clock, ttlMs: config.cacheTtlMs, maxEntries: 8 })('rates', shipping.rates);
  const { currency } = storeFor(config.store);
  /** The design page's estimate: the carriers' times to the store's default country as its config reads now. */
  const deliveryTo = (country: CountryCode) => ({
    times: inProcessDeliveryTimesGateway(rates, { country, currency }),
    clock,
  });
  const helpCenter = () => inProcessHelpCenterGateway(root.get(HELP_CENTER_TOKENS.useCases));
  return {
    catalogue,
    deliveryTo,
    helpCenter,
    /** The cart, checkout and orders of whoever asks: the session, and the customer signed in on it. */
    sessionPorts: (sessionId: SessionId, customer: () => Promise<Customer | null>) => {
      const shopper = async () => shopperOf(sessionId, await customer());
      const owner = async () => (await shopper()).owner;
      return {
        cart: inProcessCartGateway(carts, owner),
        checkout: inProcessCheckoutGateway(checkout, shopper),
        order: inProcessOrderGateway(orders, payments, owner, sessionId),
        account: inProcessAccountGateway(accounts, async () => (await customer())?.id ?? null),
        /** The signed-in customer's own tickets and profile; downloads are at the site's root, authorised by the cookie. */
        selfService: () => inProcessSelfServiceReads(tickets, accounts, customer, downloadAtRoot),
        savedAddresses: inProcessSavedAddresses(accounts, customer),
        /** The administrator's desks; the shop's use cases refuse anyone else. */
        backOffice: () =>
          inProcessBackOfficeReads(
            root.get(BACK_OFFICE_TOKENS.useCases),
            tickets,
            customer,
            downloadAtRoot,
            root.get(PRINT_FILES_TOKENS.useCases),
            () => clock.now(),
          ),
        /** The affiliate programme's page; the shop's use cases refuse anyone but the administrator. */
        commissions: () =>
          inProcessCommissionReads(
            root.get(COMMISSIONS_TOKENS.useCases),
            customer,
            (path, query) => `${downloadAtRoot(path)}?${query}`,
          ),
      };
    },
  };
};

/**
 * The storefront's use cases for one request over the root's in-process read ports; the UI's writes are bound to
 * refusals (they run in the browser). The root's services are resolved once; each request is plain calls.
 */
export const storefrontUseCasesFor = (root: Container) => {
  const config = root.get(TOKENS.config);
  const signedInCustomer = root.get(SIGNED_IN_CUSTOMER);
  const sessions = root.get(PRODUCT_SERVER_TOKENS.sessions);
  const { catalogue, deliveryTo, helpCenter, sessionPorts } = serverReadPortsOf(root);
  const reviews = root.get(REVIEWS_TOKENS.useCases);
  const newsletter = root.get(NEWSLETTER_TOKENS.useCases);
  const visitorSourcesFor = visitorSourcesOf({
    store: config.store,
    signedInCustomer,
    carts: root.get(CARTS_TOKENS.useCases),
    checkout: root.get(CHECKOUT_TOKENS.useCases),
    siteSettings: root.get(ACCOUNTS_TOKENS.siteSettings),
  });
  const defaultLocale = storeFor(config.store).locale;
  const clock = root.get(TOKENS.clock);
  const ids = root.get(TOKENS.ids);

  /** `site`: the store's config as read once for this request, so every price on the page follows one config. */
  return (scope: RequestScope, request: FastifyRequest, site: SiteConfig): StorefrontUseCases<Blob> => {
    const ports = sessionPorts(scope.sessionId, () => signedInCustomer(request));
    const community = inProcessCommunityGateway(reviews, newsletter, config.store, scope.sessionId, () =>
      signedInCustomer(request),
    );
    const open = openPage({
      visitor: inProcessVisitorGateway(visitorSourcesFor(scope, request)),
      loaders: pageLoadersOf({
        store: config.store,
        pricesWithDecimals: site.pricesWithDecimals,
        catalogue,
        cartGateway: ports.cart,
        checkoutGateway: ports.checkout,
        orderGateway: ports.order,
        accountGateway: ports.account,
        documentUrlsOf: { invoice: orderInvoicePath, creditNote: orderCreditNotePath },
        helpCenter,
        community: () => community,
        delivery: deliveryTo(site.defaultCountryA2),
        selfService: ports.selfService,
        savedAddresses: ports.savedAddresses,
        backOffice: ports.backOffice,
        commissions: ports.commissions,
      }),
      defaultLocale,
    });
    return serverRenderUseCasesOf({
      openPage: (path, search) => open({ path, query: queryOf(search), localeCookie: scope.localeCookie }),
      catalogue,
      cart: ports.cart,
      checkout: ports.checkout,
      orders: ports.order,
      community,
      readSession: () => getSession(sessions)(scope.sessionId).mapErr(() => apiRequestFailed('/api/session')),
      clock,
      ids,
    });
  };
};
